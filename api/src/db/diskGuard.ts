// Keeps the embedded database from ever meeting a full disk. PGlite that cannot create its next write-ahead log
// segment (16 MiB, written whole) on a full disk does not fail the statement: it spins in its WebAssembly
// forever, on the server's only thread, and nothing but a kill ends it, even once space returns. So the free
// space of the data folder's disk is watched (statfs: cheap), and below a reserve larger than a log segment the
// API refuses writes before they reach the database, and the database itself is switched to read-only for
// the background jobs. Reads and the health check go on; writing resumes by itself once space returns.
import { statfs, statfsSync } from 'node:fs';

export interface DiskStatus {
  /** Free bytes available to this process on the data folder's disk. */
  freeBytes: number;
  reserveBytes: number;
  /** True while free space is below the reserve: writes are refused. */
  full: boolean;
}

export interface DiskGuard {
  /** The status as last measured (every interval, and by `check`). */
  status(): DiskStatus;
  /** Measures now (a statfs call, microseconds) and answers whether writes must be refused. */
  check(): boolean;
  /** Called with the new value whenever `full` changes. */
  onChange(listener: (full: boolean) => void): void;
  stop(): void;
}

export const DISK_CHECK_INTERVAL_MS = 1000;

export function startDiskGuard(
  folder: string,
  reserveBytes: number,
  intervalMs: number = DISK_CHECK_INTERVAL_MS,
): DiskGuard {
  const listeners: ((full: boolean) => void)[] = [];
  let status: DiskStatus = { freeBytes: Number.POSITIVE_INFINITY, reserveBytes, full: false };
  const update = (freeBytes: number) => {
    const full = freeBytes < reserveBytes;
    const changed = full !== status.full;
    status = { freeBytes, reserveBytes, full };
    if (changed) for (const listener of listeners) listener(full);
  };
  const measure = (stats: { bavail: number; bsize: number }) => update(stats.bavail * stats.bsize);
  const measureNow = () => {
    try {
      measure(statfsSync(folder));
    } catch {
      // A folder that cannot be measured keeps the last status: the database reports its own errors.
    }
  };
  measureNow();
  const timer = setInterval(() => {
    statfs(folder, (error, stats) => {
      if (!error) measure(stats);
    });
  }, intervalMs);
  timer.unref();
  return {
    status: () => status,
    check: () => {
      measureNow();
      return status.full;
    },
    onChange: (listener) => {
      listeners.push(listener);
    },
    stop: () => clearInterval(timer),
  };
}
