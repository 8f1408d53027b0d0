// One process at a time on an embedded database folder. Two PGlite instances on one folder each keep their own
// copy of the database in memory and overwrite each other's files: the second one's writes are lost. The
// process that opens the folder takes a hold on it first; a second one refuses to start and names the holder.
//
// The hold is a file beside the folder, `<folder>.hold.<n>`, created complete and at most once per n by
// link(2) (which fails when the name exists, unlike a rename). The highest n is the hold in force. A hold whose
// process is gone (killed with -9, the machine restarted) is taken over by creating the next n: only one
// starter can create a given n, so two starters taking over the same stale hold cannot both win. Nothing is
// ever removed before its successor exists, and a winner checks that no higher n appeared (from a starter
// that read an older listing) before it serves. A kernel lock (flock) would end with its process by itself,
// but Node has none without a native module.
import { randomBytes } from 'node:crypto';
import { linkSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';

interface HoldRecord {
  pid: number;
  host: string;
  /** When the holder took the hold (ISO 8601). */
  since: string;
  /** The kernel's boot id: a hold from before a restart of the machine is stale. */
  bootId?: string;
  /** The holder's start time in clock ticks since boot: tells a reused pid from the holder. */
  startTicks?: string;
}

export class HoldError extends Error {
  override name = 'HoldError';
}

export interface Hold {
  /** The hold file in force while this process holds the folder. */
  readonly file: string;
  /** Gives the hold up (on clean close). Safe to call more than once. */
  release(): void;
}

const ATTEMPTS = 20;

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

const bootId = () => readOptional('/proc/sys/kernel/random/boot_id');

/** Field 22 of /proc/PID/stat, the process's start time; the command (field 2) may hold spaces and parens. */
function startTicksOf(pid: number): string | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a hold's process is gone. Only a holder on this host can be checked: one named by another host (a
 * shared network folder) is taken as alive, as is a hold that cannot be read whole.
 */
function isStale(record: HoldRecord): boolean {
  if (record.host !== hostname()) return false;
  const boot = bootId();
  if (record.bootId && boot && record.bootId !== boot) return true;
  // Ours, from an earlier life of a process that got the same pid (pid 1 in a restarted container).
  if (record.pid === process.pid) return true;
  if (!processExists(record.pid)) return true;
  const ticks = startTicksOf(record.pid);
  return record.startTicks !== undefined && ticks !== undefined && ticks !== record.startTicks;
}

function parseRecord(text: string | undefined): HoldRecord | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Partial<HoldRecord>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string' || typeof value.since !== 'string')
      return undefined;
    return value as HoldRecord;
  } catch {
    return undefined;
  }
}

/** The hold files of `folder` by number, highest first. */
function holdsOf(folder: string): { n: number; file: string }[] {
  const prefix = `${basename(folder)}.hold.`;
  return readdirSync(dirname(folder))
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => ({ n: Number(name.slice(prefix.length)), file: join(dirname(folder), name) }))
    .sort((a, b) => b.n - a.n);
}

function refusal(folder: string, file: string, record: HoldRecord | undefined): HoldError {
  if (!record) {
    return new HoldError(
      `The embedded database in ${folder} is held by another process (its hold file ${file} cannot be read). ` +
        `Stop the other Moneta API first; if none runs, delete ${file} and start again.`,
    );
  }
  const holder = `process ${record.pid} on host ${record.host} since ${record.since}`;
  if (record.host !== hostname()) {
    return new HoldError(
      `The embedded database in ${folder} is held by ${holder}, another host, whose process this one cannot ` +
        `check. Stop that API first; if it no longer runs, delete ${file} and start again.`,
    );
  }
  return new HoldError(
    `The embedded database in ${folder} is held by ${holder}, which is still running. ` +
      `Stop it before starting another API on this folder (two processes on one embedded database lose writes), ` +
      `or use PostgreSQL (DATABASE_URL) to run several instances.`,
  );
}

/** Creates `file` with `text`, whole, unless it exists: false when it does. */
function createExclusive(file: string, text: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, text, { mode: 0o644 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone: a later holder cleaned it up.
  }
}

/**
 * Takes the hold on the embedded database `folder` for this process, taking over a stale one. Throws a
 * HoldError naming the holder when another live process holds it.
 */
export function takeHold(folder: string): Hold {
  const record: HoldRecord = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    ...(bootId() ? { bootId: bootId() } : {}),
    ...(startTicksOf(process.pid) ? { startTicks: startTicksOf(process.pid) } : {}),
  };
  const text = `${JSON.stringify(record)}\n`;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [current] = holdsOf(folder);
    if (current) {
      const holder = parseRecord(readOptional(current.file));
      // A hold removed meanwhile (its holder closed) is simply looked at again.
      if (holder === undefined && readOptional(current.file) === undefined) continue;
      if (!holder || !isStale(holder)) throw refusal(folder, current.file, holder);
    }
    const n = (current?.n ?? 0) + 1;
    const file = `${folder}.hold.${n}`;
    if (!createExclusive(file, text)) continue;
    // A starter that read an older listing may have created n + 1 on a hold it judged stale meanwhile.
    if (holdsOf(folder)[0]?.n !== n) {
      removeQuietly(file);
      continue;
    }
    for (const older of holdsOf(folder).filter((hold) => hold.n < n)) removeQuietly(older.file);
    let released = false;
    return {
      file,
      release: () => {
        if (released) return;
        released = true;
        removeQuietly(file);
      },
    };
  }
  throw new HoldError(
    `Could not take the hold on the embedded database in ${folder}: too many concurrent starts.`,
  );
}
