import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of every form: checks the values with `schema` (the contract the route validates with)
 * and shows each field the first message zod gives for it, the words the schema's author wrote for
 * people. Not zodResolver: for a union (a score is a number or empty) it shows the nearest branch's own
 * message, such as `Invalid input: expected ""`, instead of the union's.
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  // Typed here: the library's types name @standard-schema/spec, a types-only package not installed.
  return standardSchemaResolver<Input, unknown, Output>(schema);
}
