// Match days and kick-offs as every screen writes them (the league's next match, match planning's list
// and header), kept free of React so the wording has unit tests.

export type DateOptions = {
  /** "Today" for the year check; tests pin it. */
  now?: Date;
  /** The viewer's zone when absent; tests pin it. */
  timeZone?: string;
};

export function validDate(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (a CPU profile of the league
// page on a 4x slower CPU: 110 ms of its load in yearIn alone, three new formatters per date), and a
// list formats a date per row: each kind is built once per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}|${options.timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function yearIn(date: Date, timeZone: string | undefined): string {
  return formatterFor('year', { year: 'numeric', timeZone }).format(date);
}

/**
 * "Sat 12 Apr", with the year only when it is not this year: short enough for a phone card, and a
 * weekday because fixtures are talked about as "Saturday's game".
 */
export function formatMatchDay(iso: string | null, options: DateOptions = {}): string | null {
  const date = validDate(iso);
  if (!date) return null;
  const { timeZone } = options;
  const sameYear = yearIn(date, timeZone) === yearIn(options.now ?? new Date(), timeZone);
  // Assembled from parts: ICU versions differ on the commas between them ("Sat, 28 Dec 2024").
  const parts = formatterFor(sameYear ? 'day' : 'day-year', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return [part('weekday'), part('day'), part('month'), sameYear ? undefined : part('year')]
    .filter(Boolean)
    .join(' ');
}

/** "10:00", 24-hour as on UK fixture lists. */
export function formatKickOff(iso: string | null, options: DateOptions = {}): string | null {
  const date = validDate(iso);
  if (!date) return null;
  return formatterFor('kick-off', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: options.timeZone,
  }).format(date);
}
