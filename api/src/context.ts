import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail';
import type { MailQueue } from './mailQueue/queue';

/** What every route module needs: the configuration, the database, the mailer and the queue of mail to send. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  mailQueue: MailQueue;
}
