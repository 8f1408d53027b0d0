import type { OutboxDomain, OutboxEntry } from '@moneta/shared';

/** The outbox domain whose writes a screen lists, or its domains (the transactions screen lists transfers too). */
export type ScreenDomains = OutboxDomain | readonly OutboxDomain[];

/** Whether `entry` is a write the screen of `domains` lists. */
export function ofScreen(domains: ScreenDomains, entry: OutboxEntry): boolean {
  return typeof domains === 'string' ? entry.write.domain === domains : domains.includes(entry.write.domain);
}
