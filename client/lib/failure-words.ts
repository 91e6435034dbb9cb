import { catalogueToast, type ErrorToast } from '../../shared/domain/error-mapper';
import { ApiError } from './api';

// The one way the client turns a failed call into words for people (spec 000 §8, 001 §8): a toast, a
// dialog's alert and a form's field all take their text from here or from the error catalogue it reads
// (shared/domain/error-mapper.ts), never from the server's message as it comes, which is for programs
// and logs ("Validation failed: awayScore: ..."). The catalogue knows the codes whose message is a
// sentence for people; a refused field's reason is the contract's own message, the form's words too.

/**
 * What to tell a person about `error`: the error catalogue's words (by code, then the spec's phrases),
 * else "Error" with `fallback`, the action's own words ("Failed to update match"). A whole toast, ready
 * for toastFailure.
 */
export function failureWords(error: unknown, fallback: string): ErrorToast {
  return catalogueToast(error) ?? { title: 'Error', description: fallback, variant: 'destructive' };
}

/**
 * The field a validation failure names and why ("Validation failed: <field>: <reason>"), for a form that
 * has that field to show the reason beside it instead of a general message. Null for any other failure.
 */
export function refusedField(error: unknown): { field: string; reason: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /^Validation failed: ([A-Za-z][\w.]*): (.+)$/s.exec(error.serverMessage);
  return match?.[1] && match[2] ? { field: match[1], reason: match[2] } : null;
}
