// The release store: a folder per remote and version (the layout a CDN or an object store holds), the
// environment's release manifest (remote folder -> live version) and the log of every switch.
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { RELEASE_VERSION } from './contract.mjs';

export const MANIFEST_FILE = 'manifest.json';
export const HISTORY_FILE = 'history.jsonl';
export const RELEASE_RECORD = 'release.json';
const LOCK_FILE = '.lock';
/** A switch takes well under a second; a lock older than this was left by a process that died holding it. */
const STALE_LOCK_MS = 60_000;
const LOCK_WAIT_MS = 30_000;

export class ReleaseError extends Error {
  name = 'ReleaseError';
}

export function releaseDir(store, folder, version) {
  if (!RELEASE_VERSION.test(version)) {
    throw new ReleaseError(`"${version}" is not a release version (letters, digits and .+_- only)`);
  }
  return join(store, folder, version);
}

/** The versions kept for a remote, oldest first by build time. */
export function keptReleases(store, folder) {
  const dir = join(store, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && RELEASE_VERSION.test(entry.name))
    .map((entry) => {
      try {
        return JSON.parse(readFileSync(join(dir, entry.name, RELEASE_RECORD), 'utf8'));
      } catch {
        return { version: entry.name, builtAt: '', commit: '' };
      }
    })
    .sort((a, b) => String(a.builtAt).localeCompare(String(b.builtAt)));
}

/** The live version of each remote that has one; the others are served from their own build folder. */
export function readManifest(store) {
  const file = join(store, MANIFEST_FILE);
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw new ReleaseError(`${file} is not an object of remote -> version`);
  }
  return manifest;
}

/** Written whole or not at all: a reader sees the old manifest or the new one, never half of one. */
export function writeManifest(store, manifest) {
  const file = join(store, MANIFEST_FILE);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, `${JSON.stringify(sorted, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

export function appendHistory(store, entry) {
  appendFileSync(join(store, HISTORY_FILE), `${JSON.stringify(entry)}\n`);
}

/** Every switch recorded, oldest first; of one remote when `folder` is given. */
export function readHistory(store, folder) {
  const file = join(store, HISTORY_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
    .filter((entry) => folder === undefined || entry.remote === folder);
}

/**
 * The version a rollback returns to: the one live before the current one was switched to, following the
 * history as a stack (a switch pushes, a rollback pops). `null` is the remote's own build folder.
 */
export function rollbackTarget(history) {
  const stack = [];
  for (const entry of history) {
    if (entry.action === 'rollback') stack.pop();
    else stack.push(entry.to);
  }
  return stack.length >= 2 ? stack[stack.length - 2] : null;
}

function lockHolderAlive(lock) {
  try {
    const { pid } = JSON.parse(readFileSync(lock, 'utf8'));
    process.kill(pid, 0);
    return Date.now() - statSync(lock).mtimeMs < STALE_LOCK_MS;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error?.code === 'EPERM';
  }
}

/**
 * Takes the lock when no one holds it: the holder's record is written whole to a file of this process's first,
 * then hard-linked to the lock's name, which fails when the name exists. A lock made empty and filled after
 * (O_EXCL) could be read empty by a waiter in between, taken for a dead holder's and removed.
 */
function claimLock(lock) {
  const claim = `${lock}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(claim, JSON.stringify({ pid: process.pid, at: new Date().toISOString() }));
  try {
    linkSync(claim, lock);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(claim, { force: true });
  }
}

/**
 * Runs `task` holding the store's lock, so that two switches at once take turns and neither is lost. A lock
 * whose process has died is taken over.
 */
export async function withLock(store, task) {
  mkdirSync(store, { recursive: true });
  const lock = join(store, LOCK_FILE);
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (!claimLock(lock)) {
    if (!lockHolderAlive(lock)) {
      rmSync(lock, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new ReleaseError(`another switch holds ${lock}; try again`);
    await sleep(25 + Math.random() * 50);
  }
  try {
    return await task();
  } finally {
    unlinkSync(lock);
  }
}
