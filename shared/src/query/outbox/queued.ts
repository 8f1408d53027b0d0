/** What a write sent through the outbox resolves with when it was kept for later. */
export const QUEUED = Symbol('queued');
export type Queued = typeof QUEUED;
