// A VTIMEZONE (RFC 5545 section 3.6.5) for an IANA zone, read from Intl, so that a feed's DTSTART;TZID=zone
// and its RRULEs keep their wall-clock time across daylight-saving changes in any calendar app, also in those
// that know zones only from the feed. A zone whose changes follow a yearly weekday rule (the last Sunday of
// March, the second Sunday of March, ...) gets one observance per rule, with an RRULE, as tzurl.org writes
// them; a zone without changes, one fixed observance; any other, its changes listed one by one over the years
// a calendar shows (the feed is fetched again, so the span moves on).
import { DAY_MS, offsetAt } from './occurrences';

const MINUTE_MS = 60_000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
/** Years over which a rule must hold to be written as one; the years a listed zone's changes cover. */
const RULE_CHECK_YEARS = 4;
const LISTED_YEARS_BEFORE = 5;
const LISTED_YEARS_AFTER = 10;
/** The year observances with a rule start in, as tzurl.org does: before any reminder. */
const RULE_EPOCH_YEAR = 1970;

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** A yearly change: on the nth (or, -1, last) weekday of a month, at a wall-clock time before the change. */
interface Rule {
  month: number;
  weekday: number;
  nth: number;
  /** ms into the day, on the wall clock before the change */
  time: number;
  from: number;
  to: number;
}

const yearStart = (year: number) => Date.UTC(year, 0, 1);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The zone's offset changes in [start, end): day by day, then narrowed to the minute. */
function transitionsBetween(timeZone: string, start: number, end: number): Transition[] {
  const found: Transition[] = [];
  let previous = offsetAt(timeZone, start);
  for (let day = start + DAY_MS; day <= end; day += DAY_MS) {
    const offset = offsetAt(timeZone, day);
    if (offset === previous) continue;
    let low = day - DAY_MS;
    let high = day;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(timeZone, middle) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: previous, to: offset });
    previous = offset;
  }
  return found;
}

function ruleOf(transition: Transition): Rule {
  const local = new Date(transition.at + transition.from);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  return {
    month,
    weekday: local.getUTCDay(),
    nth: day + 7 > daysInMonth(year, month) ? -1 : Math.ceil(day / 7),
    time: transition.at + transition.from - Date.UTC(year, month, day),
    from: transition.from,
    to: transition.to,
  };
}

/** The day of the month on which the rule falls in `year`. */
function dayOf(rule: Rule, year: number): number {
  if (rule.nth > 0) {
    const firstWeekday = new Date(Date.UTC(year, rule.month, 1)).getUTCDay();
    return 1 + ((rule.weekday - firstWeekday + 7) % 7) + 7 * (rule.nth - 1);
  }
  const last = daysInMonth(year, rule.month);
  const lastWeekday = new Date(Date.UTC(year, rule.month, last)).getUTCDay();
  return last - ((lastWeekday - rule.weekday + 7) % 7);
}

/** The local (wall-clock) date-time of an instant `local` read as UTC, as iCalendar writes it. */
export function icsLocal(local: number): string {
  return new Date(local).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

function icsOffset(offset: number): string {
  const minutes = Math.round(Math.abs(offset) / MINUTE_MS);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
  return `${offset < 0 ? '-' : '+'}${hhmm}`;
}

function observance(start: string, from: number, to: number, rrule?: string): string[] {
  const kind = to > from ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    ...(rrule === undefined ? [] : [`RRULE:${rrule}`]),
    `TZOFFSETFROM:${icsOffset(from)}`,
    `TZOFFSETTO:${icsOffset(to)}`,
    `END:${kind}`,
  ];
}

/** The rules that predict every change of the years checked, or undefined when some change fits none. */
function yearlyRules(transitions: Transition[], firstYear: number): Rule[] | undefined {
  const rules = transitions.filter((transition) => transition.at < yearStart(firstYear + 1)).map(ruleOf);
  const predicted = new Set<string>();
  for (let year = firstYear; year < firstYear + RULE_CHECK_YEARS; year += 1) {
    for (const rule of rules) {
      const at = Date.UTC(year, rule.month, dayOf(rule, year)) + rule.time - rule.from;
      predicted.add(`${at}:${rule.from}:${rule.to}`);
    }
  }
  const actual = transitions.map((transition) => `${transition.at}:${transition.from}:${transition.to}`);
  return actual.length === predicted.size && actual.every((key) => predicted.has(key)) ? rules : undefined;
}

/** Built VTIMEZONEs by zone and year: a few hundred zones at most, each scanned once a year. */
const built = new Map<string, string[]>();

/** The VTIMEZONE lines of `timeZone`, with the rules in force in the year of `now`. */
export function vtimezone(timeZone: string, now: Date): string[] {
  const year = now.getUTCFullYear();
  const key = `${timeZone}:${year}`;
  const cached = built.get(key);
  if (cached) return cached;
  const checked = transitionsBetween(timeZone, yearStart(year), yearStart(year + RULE_CHECK_YEARS));
  const rules = checked.length === 0 ? [] : yearlyRules(checked, year);
  let observances: string[];
  if (rules === undefined) {
    const listed = transitionsBetween(
      timeZone,
      yearStart(year - LISTED_YEARS_BEFORE),
      yearStart(year + LISTED_YEARS_AFTER),
    );
    observances = listed.flatMap((change) =>
      observance(icsLocal(change.at + change.from), change.from, change.to),
    );
  } else if (rules.length === 0) {
    const offset = offsetAt(timeZone, now.getTime());
    observances = observance(icsLocal(yearStart(RULE_EPOCH_YEAR)), offset, offset);
  } else {
    observances = rules.flatMap((rule) => {
      const start = Date.UTC(RULE_EPOCH_YEAR, rule.month, dayOf(rule, RULE_EPOCH_YEAR)) + rule.time;
      const byDay = `${rule.nth}${WEEKDAYS[rule.weekday] ?? 'SU'}`;
      return observance(
        icsLocal(start),
        rule.from,
        rule.to,
        `FREQ=YEARLY;BYMONTH=${rule.month + 1};BYDAY=${byDay}`,
      );
    });
  }
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances, 'END:VTIMEZONE'];
  built.set(key, lines);
  return lines;
}
