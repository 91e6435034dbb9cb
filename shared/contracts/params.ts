import { z } from 'zod';

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

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

// JSON may carry U+0000, which Postgres text cannot store: refuse it here rather than fail in the database.
export const isStorableText = (value: string) => !value.includes('\u0000');
export const unstorableText = (label: string) => `${label} contains a character that cannot be saved`;

/** Optional free text: trimmed; empty or null means "none" (stored as null). */
export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, unstorableText(label))
    .nullable()
    .transform((value) => value || null);

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
