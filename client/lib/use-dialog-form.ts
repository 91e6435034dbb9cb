import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from './form-resolver';
import { useOnOpening } from './use-on-opening';

/**
 * The form of a dialog: checked by `schema` (the same zod schema the route validates with), and reset
 * to `values` each time the dialog opens, so an opening never shows what an earlier one left behind.
 * `values` is read at the moment of opening (the player or team being edited, or blanks).
 */
export function useDialogForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { open, values }: { open: boolean; values: Input },
): UseFormReturn<Input, unknown, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: formResolver(schema),
    // A whole set of values is one of the shapes DefaultValues allows; TypeScript cannot see that for a
    // type parameter.
    defaultValues: values as DefaultValues<Input>,
  });
  useOnOpening(open, () => form.reset(values));
  return form;
}
