// Changes that never silently overwrite: an update names the version it was made from (the record's updatedAt,
// as a strong ETag in If-Match), and the server refuses it with 412 and the record as it is now when it changed
// since. The screens then show both versions and let the person keep one (errors.ts: changedElsewhere). Free of
// imports: every API client, on every page, loads it.

// The versions this tab's own saves were answered with, by record id. A list refetched behind a closed form can
// show the version before them for a moment: an edit opened from it follows the person's own save, and is no
// conflict. Versions are ISO instants, so the later one sorts last.
const savedHere = new Map<string, string>();

/** Notes the version of a record this tab just saved; answers the record. */
export function saved<T extends { _id: string; updatedAt: string }>(record: T): T {
  savedHere.set(record._id, record.updatedAt);
  return record;
}

/**
 * The If-Match header of an update of record `id` made from `version` (its updatedAt as the screen showed it),
 * or from this tab's own later save of it; none without a version (a change kept by an older release).
 */
export function madeFrom(id: string, version: string | undefined): { headers?: { 'If-Match': string } } {
  if (version === undefined) return {};
  const own = savedHere.get(id);
  return { headers: { 'If-Match': `"${own !== undefined && own > version ? own : version}"` } };
}
