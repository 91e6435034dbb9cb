import { MONTHS_SHORT } from '../../lib/match-dates';

// The playing-time report's date range (issue 30): London calendar days, YYYY-MM-DD, both inclusive, as
// the API takes them (?from=&to=). Kept apart from the page so the season's bounds and the wording have
// unit tests.

export type DayRange = { from: string | null; to: string | null };

/** The quick choices beside the From and To fields. */
export type RangeChoice = 'season' | 'last-4-weeks';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return null;
  }
  return [year, month, date];
}

/** A calendar day that exists, written YYYY-MM-DD (what a date field gives). */
export function isDay(value: string | null | undefined): value is string {
  return typeof value === 'string' && parts(value) !== null;
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day) ?? [1970, 1, 1];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The football season `today` lies in: 1 July to 30 June, the FA's season year (registrations, league
 * rules and the age groups all turn over on 1 July), so a report in May covers the autumn too.
 */
export function seasonRange(today: string): { from: string; to: string } {
  const [year, month] = parts(today) ?? [1970, 1];
  const start = month >= 7 ? year : year - 1;
  return { from: `${start}-07-01`, to: `${start + 1}-06-30` };
}

/** The last four weeks up to and including today: 28 days. */
export function lastFourWeeks(today: string): { from: string; to: string } {
  return { from: addDays(today, -27), to: today };
}

export function choiceRange(choice: RangeChoice, today: string): { from: string; to: string } {
  return choice === 'season' ? seasonRange(today) : lastFourWeeks(today);
}

/** Which quick choice the range is, for the pressed button; null for a range typed by hand. */
export function choiceOf(range: DayRange, today: string): RangeChoice | null {
  for (const choice of ['season', 'last-4-weeks'] as const) {
    const { from, to } = choiceRange(choice, today);
    if (range.from === from && range.to === to) return choice;
  }
  return null;
}

/**
 * The range in the page's address (?from=&to=, so a printed or shared link keeps it): each bound a real
 * day or no bound; with neither given, this season.
 */
export function rangeFromSearch(search: URLSearchParams, today: string): DayRange {
  const from = search.get('from');
  const to = search.get('to');
  if (from === null && to === null) return seasonRange(today);
  return { from: isDay(from) ? from : null, to: isDay(to) ? to : null };
}

/** Why the range cannot be asked for, in words for the From field; null when it can. */
export function rangeProblem(range: DayRange): string | null {
  if (range.from && range.to && range.from > range.to) return 'From must be on or before To.';
  return null;
}

/** "1 Jul 2026", as the report prints a day. */
export function formatDay(day: string): string {
  const found = parts(day);
  if (!found) return day;
  const [year, month, date] = found;
  return `${date} ${MONTHS_SHORT[month - 1]} ${year}`;
}

/** The range in words: "1 Jul 2026 to 30 Jun 2027", "from 1 Jul 2026", "up to ...", "all matches". */
export function describeRange(range: DayRange): string {
  if (range.from && range.to) return `${formatDay(range.from)} to ${formatDay(range.to)}`;
  if (range.from) return `From ${formatDay(range.from)}`;
  if (range.to) return `Up to ${formatDay(range.to)}`;
  return 'All matches';
}
