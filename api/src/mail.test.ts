import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { createMailer } from './mail';

/** A real Fastify logger whose messages are collected. */
function fakeLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(String(JSON.parse(chunk.toString()).msg));
      callback();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

describe('the outbox mailer', () => {
  let outboxDir: string;

  beforeEach(() => {
    outboxDir = join(mkdtempSync(join(tmpdir(), 'moneta-mail-')), 'outbox');
  });

  afterEach(() => {
    rmSync(join(outboxDir, '..'), { recursive: true, force: true });
  });

  it('writes each message as an .eml file that only the server may read, and logs its file, not its subject', async () => {
    // A folder left readable by an earlier version is closed too.
    mkdirSync(outboxDir, { mode: 0o755 });
    const { log, lines } = fakeLogger();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Moneta <no-reply@moneta.example>',
      outboxDir,
      log,
    });
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Your Moneta password reset code',
      text: 'Code: 123456',
    });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f-]{36}\.eml$/);
    const eml = readFileSync(join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: ada@example.com');
    expect(eml).toContain('Subject: Your Moneta password reset code');
    expect(eml).toContain('Code: 123456');
    expect(statSync(join(outboxDir, files[0] ?? '')).mode & 0o777).toBe(0o600);
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
    expect(lines).toContain('mail written to the outbox');
    expect(lines.join('\n')).not.toContain('password reset code');
    mailer.close();
  });
});
