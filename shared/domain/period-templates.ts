import { dailyMinuteCap, U13_TO_U16_DAILY_CAP } from './daily-minute-cap.js';
import type { TeamFormat } from './formation-shapes.js';
import { redistributeTimings } from './match-periods.js';

// Period templates per age group (issue 30): a match's length and period starts in one choice, offered
// in the match's timing dialog, which fills both and leaves them editable. Lengths follow The FA's youth
// match-length guidance as county leagues publish it (docs/decisions/050-substitutions-are-changes.md):
// halves of 20 (U7-U8), 25 (U9-U10), 30 (U11-U12), 35 (U13-U14) and 40 minutes (U15-U16); the day's
// cap is daily-minute-cap.ts's, the one table of it. U7-U8 is offered in quarters, as mini-soccer is
// often played, the same 40 minutes. U17-U18 play adults' 2 × 45 and are left to the Adult template, so
// every template is a different timing. Listed by age group; `players` is the format's players a side,
// so a team's format can pick its template.

export type PeriodTemplate = {
  /** Stable key for the dialog's choice. */
  id: string;
  /** Age groups it is for, as coaches say them ("U9-U10"). */
  ageGroups: string;
  /** The under-ages it is for, youngest and oldest (U9-U10: 9 and 10); null for adults. */
  ages: readonly [number, number] | null;
  /** Players a side: 5, 7, 9 or 11. */
  players: TeamFormat;
  periods: number;
  /** Minutes per period; every period is the same length. */
  periodMinutes: number;
  /** The FA's most minutes a player of these ages plays on one day (league and development fixtures); null for adults. */
  dailyCapMinutes: number | null;
};

// A small-sided format's cap is its own (dailyMinuteCap); eleven-a-side's goes by age.
const smallSided = (
  template: Omit<PeriodTemplate, 'dailyCapMinutes' | 'players'> & { players: 5 | 7 | 9 },
): PeriodTemplate => ({ ...template, dailyCapMinutes: dailyMinuteCap(template.players) });

export const PERIOD_TEMPLATES: readonly PeriodTemplate[] = [
  smallSided({ id: 'u7-u8', ageGroups: 'U7-U8', ages: [7, 8], players: 5, periods: 4, periodMinutes: 10 }),
  smallSided({ id: 'u9-u10', ageGroups: 'U9-U10', ages: [9, 10], players: 7, periods: 2, periodMinutes: 25 }),
  smallSided({
    id: 'u11-u12',
    ageGroups: 'U11-U12',
    ages: [11, 12],
    players: 9,
    periods: 2,
    periodMinutes: 30,
  }),
  {
    id: 'u13-u14',
    ageGroups: 'U13-U14',
    ages: [13, 14],
    players: 11,
    periods: 2,
    periodMinutes: 35,
    dailyCapMinutes: U13_TO_U16_DAILY_CAP,
  },
  {
    id: 'u15-u16',
    ageGroups: 'U15-U16',
    ages: [15, 16],
    players: 11,
    periods: 2,
    periodMinutes: 40,
    dailyCapMinutes: U13_TO_U16_DAILY_CAP,
  },
  {
    id: 'adult',
    ageGroups: 'Adult',
    ages: null,
    players: 11,
    periods: 2,
    periodMinutes: 45,
    dailyCapMinutes: null,
  },
];

/** "U7-U8 5v5: 4 × 10 min", for the dialog's list. */
export function templateLabel(template: PeriodTemplate): string {
  return `${template.ageGroups} ${template.players}v${template.players}: ${template.periods} × ${template.periodMinutes} min`;
}

/** What choosing it fills in: the length, the start of each period, and the changes between them. */
export function templateTiming(template: PeriodTemplate): {
  matchLength: number;
  substitutionTimings: number[];
  defaultSubstitutions: number;
} {
  const matchLength = template.periods * template.periodMinutes;
  const changes = template.periods - 1;
  return {
    matchLength,
    substitutionTimings: redistributeTimings(changes, matchLength),
    defaultSubstitutions: changes,
  };
}

/** The template a timing is exactly (length and starts), so the dialog shows which one a match uses. */
export function templateOfTiming(timing: {
  matchLength: number;
  substitutionTimings: readonly number[];
}): PeriodTemplate | null {
  const starts = [...timing.substitutionTimings].sort((a, b) => a - b).join();
  return (
    PERIOD_TEMPLATES.find((template) => {
      const filled = templateTiming(template);
      return filled.matchLength === timing.matchLength && filled.substitutionTimings.join() === starts;
    }) ?? null
  );
}

/**
 * The under-age a team's age group names, as coaches and leagues write it: "U12", "u12s", "Under 12s",
 * "Under-12", "U 12". Null when it names none ("Open Age", "Vets", blank, null).
 */
export function underAgeOf(ageGroup: string | null): number | null {
  const found = /\b(?:u|under)[\s-]*(\d{1,2})(?:s)?\b/i.exec(ageGroup ?? '');
  return found ? Number(found[1]) : null;
}

/** Under-17s and under-18s play the adult 2 × 45 (this file's opening comment). */
const ADULT_LENGTH_FROM_AGE = 17;

/**
 * The template that fits a team, which the timing dialog suggests (the coach still chooses; nothing is
 * filled in by itself), and the words for why: "U12 9v9". The age group decides where it names an
 * under-age the templates cover, since match lengths go by age; otherwise the format, where only one
 * template has it (5v5, 7v7, 9v9: eleven-a-side spans U13 to adults, so it alone suggests nothing).
 */
export function suggestedTemplate(team: {
  format: TeamFormat;
  ageGroup: string | null;
}): { template: PeriodTemplate; forWhom: string } | null {
  const format = `${team.format}v${team.format}`;
  const age = underAgeOf(team.ageGroup);
  const byAge =
    age === null
      ? undefined
      : PERIOD_TEMPLATES.find((template) =>
          template.ages === null
            ? age >= ADULT_LENGTH_FROM_AGE
            : age >= template.ages[0] && age <= template.ages[1],
        );
  if (byAge) return { template: byAge, forWhom: `U${age} ${format}` };
  const byFormat = PERIOD_TEMPLATES.filter((template) => template.players === team.format);
  return byFormat.length === 1 && byFormat[0] ? { template: byFormat[0], forWhom: format } : null;
}
