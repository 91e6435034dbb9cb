import { z } from 'zod';
import {
  isMultiLineText,
  isOneLineText,
  isStorableText,
  notMultiLineText,
  notOneLineText,
  type TextLines,
  unstorableText,
} from './text.js';

// Path parameters shared by the squad, league and matches contracts.

const MAX_SERIAL = 2_147_483_647;

/**
 * A row id in the path: digits only (no '1e3' or '0x10' slipping through number coercion) and no larger
 * than a Postgres integer, which would otherwise fail inside the database instead of answering 400.
 */
export const rowIdParam = z
  .string({ error: 'must be a number' })
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().positive('must be a positive number').max(MAX_SERIAL, 'is too large'));

/** The team segment: the team's secureId or its numeric id, resolved by the route access hook. */
export const teamIdParam = z.string().min(1).max(64);

export const teamParams = z.object({ teamId: teamIdParam });
export type TeamParams = z.input<typeof teamParams>;

/** The `{message}` answer of an action with nothing else to say (deletes, sign-in requests, contact). */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Optional free text: trimmed; empty or null means "none" (stored as null). One line unless told. */
export const optionalText = (max: number, label: string, lines: TextLines = 'one') =>
  textField(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
    label,
    lines,
  )
    .nullable()
    .transform((value) => value || null);

/** A string schema with the free-text checks of shared/contracts/text.ts added. */
export function textField(schema: z.ZodString, label: string, lines: TextLines) {
  const isPlain = lines === 'one' ? isOneLineText : isMultiLineText;
  const notPlain = lines === 'one' ? notOneLineText(label) : notMultiLineText(label);
  return schema.refine(isStorableText, unstorableText(label)).refine(isPlain, notPlain);
}

/**
 * A whole number sent as a number or as digits in a string (form inputs give strings), then checked
 * against the range. Booleans, '', '1.5' and '1e3' are refused rather than coerced.
 */
export const wholeNumber = (
  label: string,
  range: { min: number; max: number; rangeMessage?: string; typeMessage?: string },
) => {
  const typeMessage = range.typeMessage ?? `${label} must be a whole number`;
  const rangeMessage = range.rangeMessage ?? `${label} must be between ${range.min} and ${range.max}`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d{1,9}$/)
          .transform(Number),
      ],
      { error: typeMessage },
    )
    .pipe(z.number().int(typeMessage).min(range.min, rangeMessage).max(range.max, rangeMessage));
};

/** A row id in a body: a whole number from 1, sent as a number or digits. */
export const rowIdField = (label: string) =>
  wholeNumber(label, { min: 1, max: MAX_SERIAL, rangeMessage: `${label} must be a valid id` });

/** A row id, or none: null, '' (a select's "None") and an omitted field mean none. */
export const optionalRowIdField = (label: string) =>
  z
    .union([z.literal(''), z.null(), rowIdField(label)], { error: `${label} must be an id or null` })
    .transform((value) => (value === '' ? null : value));

/** The version a write was based on, to be refused with 409 when someone wrote since (decisions 020, 022). */
export const versionField = wholeNumber('Version', { min: 1, max: MAX_SERIAL }).optional();
