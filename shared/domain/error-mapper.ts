import { type ApiErrorCode, apiErrorCodes } from '../contracts/errors.js';

// Spec 000 §8 / 001 §8.2: a server error becomes one of a fixed set of destructive toasts. The error's
// stable `code` decides first; the spec's phrases in the message stay the fallback (the spec's own
// clients, and errors that carry no code, such as a network failure).

export type ErrorContext = 'player' | 'team' | 'match' | 'formation';

export type ErrorToast = { title: string; description: string; variant: 'destructive' };

type Rule = {
  codes?: readonly ApiErrorCode[];
  phrases: readonly string[];
  title: string;
  description: string;
};

const ACCESS_DENIED = {
  title: 'Access Denied',
  description: 'You do not have permission to perform this action.',
} as const;

// Order matters only where phrases could overlap; it follows the spec's table.
const rules: readonly Rule[] = [
  {
    codes: ['SHIRT_NUMBER_TAKEN'],
    phrases: ['shirt number already exists', 'all players in the team must have unique shirt numbers'],
    title: 'Duplicate Shirt Number',
    description: 'This shirt number is already taken by another player. Please choose a different number.',
  },
  {
    codes: ['PLAYER_NOT_FOUND'],
    phrases: ['player not found'],
    title: 'Player Not Found',
    description: 'The selected player could not be found. Please try again.',
  },
  {
    codes: ['SQUAD_FULL'],
    phrases: ['maximum players exceeded'],
    title: 'Team Full',
    description: 'You have reached the maximum number of players for this team.',
  },
  {
    codes: ['TEAM_NAME_TAKEN'],
    phrases: ['team name already exists'],
    title: 'Duplicate Team Name',
    description: 'This team name already exists. Please choose a different name.',
  },
  {
    codes: ['TEAM_NOT_FOUND'],
    phrases: ['team not found'],
    title: 'Team Not Found',
    description: 'The selected team could not be found. Please try again.',
  },
  {
    codes: ['MATCH_NOT_FOUND'],
    phrases: ['match not found'],
    title: 'Match Not Found',
    description: 'The selected match could not be found. Please try again.',
  },
  {
    codes: ['FORMATION_NOT_FOUND'],
    phrases: ['formation not found'],
    title: 'Formation Not Found',
    description: 'The selected formation could not be found. Please try again.',
  },
  {
    codes: ['INVALID_MATCH_DATE'],
    phrases: ['invalid match date'],
    title: 'Invalid Date',
    description: 'Please enter a valid match date.',
  },
  // Ours, not the spec's: a write sent with a stale formation version (decision 022). Before the match
  // rule, whose phrase its message also holds.
  {
    codes: ['FORMATION_CHANGED'],
    phrases: ['formation was changed by someone else'],
    title: 'Formation Changed',
    description: 'This formation was changed by someone else. Reload to see the latest.',
  },
  // Ours, not the spec's: a training session saved with a stale version (decision 060). Before the
  // match rule, whose phrase its message also holds.
  {
    codes: ['TRAINING_SESSION_CHANGED'],
    phrases: ['training session was changed by someone else'],
    title: 'Session Changed',
    description:
      'This training session was changed by someone else. We have loaded the latest: please check it.',
  },
  // Ours, not the spec's: a write sent with a stale match version (decision 020).
  {
    codes: ['MATCH_CHANGED'],
    phrases: ['changed by someone else'],
    title: 'Match Changed',
    description: 'This match was changed by someone else. Reload to see the latest.',
  },
  {
    codes: ['INVALID_FORMATION_DATA'],
    phrases: ['invalid formation data'],
    title: 'Invalid Formation',
    description: 'The formation data is not valid. Please check your formation setup.',
  },
  {
    phrases: ['session expired'],
    title: 'Session Expired',
    description: 'Your session has expired. Please log in again.',
  },
  {
    codes: ['VALIDATION_FAILED'],
    phrases: ['validation failed'],
    title: 'Invalid Information',
    description: 'Please check the information you entered and try again.',
  },
  {
    codes: ['INTERNAL_ERROR'],
    phrases: ['database error'],
    title: 'System Error',
    description: 'A system error occurred. Please try again in a few moments.',
  },
  {
    phrases: ['network error'],
    title: 'Connection Error',
    description: 'Unable to connect to the server. Please check your internet connection and try again.',
  },
];

/**
 * Codes whose message the server writes as a sentence for the person who acted (what failed, what to
 * do: wait, fix the address...). Every other message is for programs and logs ("Validation failed:
 * awayScore: ...") and is never shown as it is.
 */
const spokenCodes: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  'TOO_MANY_REQUESTS',
  'INVALID_SIGN_IN_LINK',
  'TEAM_ID_REQUIRED',
  'SYNC_RUNNING',
  'FULLTIME_URL_REFUSED',
  'FULLTIME_REFUSED',
  'FULLTIME_UNAVAILABLE',
  'FULLTIME_PAGE_INVALID',
  'FULLTIME_TEAM_NOT_FOUND',
  'ROTATION_NOT_POSSIBLE',
  'PERIODS_ALREADY_PLANNED',
  'AVAILABILITY_LOCKED',
  'LIVE_EVENT_OUT_OF_ORDER',
  'LIVE_EVENT_TIME_REFUSED',
  'LIVE_EVENT_ID_TAKEN',
  'LIVE_GOAL_REFUSED',
]);

const contextTitles: Record<ErrorContext, { title: string; noun: string }> = {
  player: { title: 'Player Error', noun: 'player' },
  team: { title: 'Team Error', noun: 'team' },
  match: { title: 'Match Error', noun: 'match' },
  formation: { title: 'Formation Error', noun: 'formation' },
};

/** The text of whatever was thrown: an Error's message, a string, or an object's `message`. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return '';
}

function hasStatus401(error: unknown, text: string): boolean {
  if (/^\s*401(?!\d)/.test(text)) return true;
  return Boolean(error && typeof error === 'object' && 'status' in error && error.status === 401);
}

const knownCodes = new Set<string>(apiErrorCodes);

/** The server's stable error code carried by a thrown value (`code`), if it is one we know. */
export function errorCode(error: unknown): ApiErrorCode | null {
  if (!error || typeof error !== 'object' || !('code' in error)) return null;
  const code = error.code;
  return typeof code === 'string' && knownCodes.has(code) ? (code as ApiErrorCode) : null;
}

/**
 * The catalogue's row for a thrown value, by its code first and then by the spec's phrases in its
 * text; null when no row says anything about it (the caller then has its own words).
 */
export function catalogueToast(error: unknown): ErrorToast | null {
  const code = errorCode(error);
  if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN') return { ...ACCESS_DENIED, variant: 'destructive' };
  const byCode = code ? rules.find((rule) => rule.codes?.includes(code)) : undefined;
  if (byCode) return { title: byCode.title, description: byCode.description, variant: 'destructive' };

  const raw = errorText(error);
  // Ours, not the spec's: these codes' messages are the server's sentence for people, shown as they are.
  const spoken = raw.replace(/^\d{3}: /, '').trim();
  if (code && spokenCodes.has(code) && spoken) {
    return { title: 'Error', description: spoken, variant: 'destructive' };
  }
  const text = raw
    .trim()
    .replace(/^\d{3}(?:\s*:\s*|\s+|$)/, '')
    .toLowerCase();

  // A 401 or the word "unauthorized" always means Access Denied, whatever else the text says.
  if (hasStatus401(error, raw.trim()) || text.includes('unauthorized')) {
    return { ...ACCESS_DENIED, variant: 'destructive' };
  }
  // Ours, not the spec's: the server words refusals "Forbidden: ..." (never "unauthorized", which the
  // client reads as signed out), and they deserve the same message rather than a generic one.
  if (text.includes('forbidden')) return { ...ACCESS_DENIED, variant: 'destructive' };

  for (const rule of rules) {
    if (rule.phrases.some((phrase) => text.includes(phrase))) {
      return { title: rule.title, description: rule.description, variant: 'destructive' };
    }
  }
  return null;
}

/** Turns any thrown value into the toast the spec's error catalogue prescribes. */
export function mapErrorToToast(error: unknown, context?: ErrorContext): ErrorToast {
  const known = catalogueToast(error);
  if (known) return known;

  if (context) {
    const { title, noun } = contextTitles[context];
    return {
      title,
      description: `There was a problem with the ${noun} information. Please try again.`,
      variant: 'destructive',
    };
  }
  return { title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' };
}
