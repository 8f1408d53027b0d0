// A local SMTP server that keeps every message in memory, and a tiny HTTP endpoint from which the tests
// (in worker processes) read them: GET /messages?to=<address> answers the messages sent to that address.
import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { API_HOST, MAILBOX_PORT, SMTP_PORT } from './env';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** Epoch milliseconds. */
  receivedAt: number;
}

export interface MailCapture {
  stop(): Promise<void>;
}

function listen(server: { listen(port: number, host: string, done: () => void): unknown }, port: number) {
  return new Promise<void>((resolve) => server.listen(port, API_HOST, resolve));
}

export async function startMailCapture(): Promise<MailCapture> {
  const messages: CapturedMail[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  const smtpFailed = new Promise<never>((_, reject) => smtp.on('error', reject));
  await Promise.race([listen(smtp, SMTP_PORT), smtpFailed]);

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found));
  });
  const httpFailed = new Promise<never>((_, reject) => http.on('error', reject));
  await Promise.race([listen(http, MAILBOX_PORT), httpFailed]);

  return {
    stop: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
