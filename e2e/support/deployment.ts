// A deployment of the build of its own, for the update test: the remotes linked, the host copied so that the
// test can turn it into a next version.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKSPACE } from './env';
import { REMOTE_FOLDERS } from './registry';

/** A static root (the API's STATIC_ROOT) holding a copy of the host's build and the built remotes. */
export function copyBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'moneta-deployment-'));
  cpSync(join(WORKSPACE, 'host', 'dist'), join(root, 'host', 'dist'), { recursive: true });
  for (const folder of REMOTE_FOLDERS) symlinkSync(join(WORKSPACE, folder), join(root, folder));
  return root;
}

/**
 * Makes the copied host the next version: index.html carries `<meta name="moneta-build" content="...">`, and the
 * service worker precaches it under a new revision, so the browser sees a new worker. The precompressed copies
 * of both go, so the server sends the changed files.
 */
export function deployNextVersion(root: string, build: string): void {
  const dist = join(root, 'host', 'dist');
  for (const name of ['index.html', 'sw.js']) {
    for (const suffix of ['.br', '.gz']) rmSync(join(dist, name + suffix), { force: true });
  }
  const indexPath = join(dist, 'index.html');
  writeFileSync(
    indexPath,
    readFileSync(indexPath, 'utf8').replace('<head>', `<head><meta name="moneta-build" content="${build}">`),
  );
  const swPath = join(dist, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const revised = sw.replace(
    /'revision':'[0-9a-f]+','url':'\/index\.html'/,
    `'revision':'${randomBytes(16).toString('hex')}','url':'/index.html'`,
  );
  if (revised === sw) throw new Error("The service worker's precache list has no revision of /index.html");
  writeFileSync(swPath, revised);
}
