import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail';

/** What every route module needs: the configuration, the database and the mailer. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
}
