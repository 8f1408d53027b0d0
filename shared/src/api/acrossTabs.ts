/** Runs `run` while no other tab of this origin holds the lock `name` (Web Locks; at once where there are none). */
export function acrossTabs<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, run) as Promise<T>) : run();
}
