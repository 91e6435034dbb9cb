// A match's kick-off as sent by a form or a client (spec 001 §3.2: it may be missing, "Date TBD").

export const INVALID_MATCH_DATE = 'Invalid match date';

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const YEAR_MIN = 1900;
const YEAR_MAX = 2999;

/**
 * Null for "no date" (null, undefined or blank); a Date for an ISO 8601 date or date-time that names a
 * real calendar day (2025-02-30 is refused, not rolled over) in the years 1900–2999; 'invalid'
 * otherwise. A date-time without an offset, or a date alone, is read as UTC; clients send
 * `toISOString()`.
 */
export function parseMatchDate(value: string | null | undefined): Date | null | 'invalid' {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  const parts = ISO_DATE.exec(text);
  if (!parts) return 'invalid';
  const [, y, m, d, hh = '00', mm = '00', ss = '00', zone] = parts;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (year < YEAR_MIN || year > YEAR_MAX) return 'invalid';
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return 'invalid';
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return 'invalid';
  const withZone = zone
    ? text.replace(' ', 'T')
    : `${text.replace(' ', 'T')}${parts[4] ? 'Z' : 'T00:00:00Z'}`;
  const normalised = withZone.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(normalised);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}
