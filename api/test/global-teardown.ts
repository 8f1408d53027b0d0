// Removes what global-setup.ts made for the run.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { PGLITE_SNAPSHOTS, POSTGRES_TEMPLATE } from './snapshots';

export default async function globalTeardown(): Promise<void> {
  const folder = process.env[PGLITE_SNAPSHOTS];
  if (folder) rmSync(folder, { recursive: true, force: true });
  const template = process.env[POSTGRES_TEMPLATE];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (template && adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
}
