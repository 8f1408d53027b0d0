// The batch limit the server's messages name (./messages.ts): apart from ./customQueryValidators.ts, which uses
// it too but imports the messages, so that neither module waits on the other.

/** A batch request's key names its answer: 1 to this many letters, digits, '-' and '_'. */
export const BATCH_KEY_MAX_LENGTH = 40;
