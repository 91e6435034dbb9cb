import {
  catalogueToast,
  type ErrorContext,
  type ErrorToast,
  errorCode,
  mapErrorToToast,
} from '../../shared/domain/error-mapper';
import { ApiError } from './api';

// The one way the client turns a failed call into words for people (spec 000 §8, 001 §8): a toast, a
// dialog's alert and a form's field all take their text from here or from the error catalogue it reads
// (shared/domain/error-mapper.ts), never from the server's message as it comes, which is for programs
// and logs ("Validation failed: awayScore: ..."). The catalogue knows the codes whose message is a
// sentence for people; a refused field's reason is the contract's own message, the form's words too.
// Every decision here is made on the answer's stable code; the spec's English phrases are read only
// inside the catalogue, for a failure that has no code (the network's).

/**
 * What to tell a person about `error`: the error catalogue's words (by code, then the spec's phrases),
 * else "Error" with `fallback`, the action's own words ("Failed to update match"). A whole toast, ready
 * for toastFailure.
 */
export function failureWords(error: unknown, fallback: string): ErrorToast {
  return catalogueToast(error) ?? { title: 'Error', description: fallback, variant: 'destructive' };
}

/**
 * What to tell a person about a failed read or write of a kind of thing (spec 000 §8's fallbacks by
 * context): the catalogue's words, else "Player Error" / "There was a problem with the player
 * information. Please try again." and the like.
 */
export function failureWordsFor(error: unknown, context: ErrorContext | 'general'): ErrorToast {
  return mapErrorToToast(error, context === 'general' ? undefined : context);
}

/** A taken shirt number belongs beside the number, whatever the form calls it. */
const SHIRT_TAKEN_REASON = 'Another player already wears this number';

/**
 * The field a refusal is about and why, for a form that has that field to show the reason beside it
 * instead of a general message: a validation failure (VALIDATION_FAILED, whose message the server
 * writes as "Validation failed: <field>: <reason>", the contract's own reason) or a taken shirt number
 * (SHIRT_NUMBER_TAKEN, field `shirtNumber`). Null for any other failure.
 */
export function refusedField(error: unknown): { field: string; reason: string } | null {
  if (!(error instanceof ApiError)) return null;
  const code = errorCode(error);
  if (code === 'SHIRT_NUMBER_TAKEN') return { field: 'shirtNumber', reason: SHIRT_TAKEN_REASON };
  if (code !== 'VALIDATION_FAILED') return null;
  const match = /^Validation failed: ([A-Za-z][\w.]*): (.+)$/s.exec(error.serverMessage);
  return match?.[1] && match[2] ? { field: match[1], reason: match[2] } : null;
}
