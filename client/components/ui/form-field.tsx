import { cloneElement, type ReactElement, useId } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/**
 * A label, one control, an optional hint and an error, wired together: the control gets the id, the
 * describedby and aria-invalid, so every input is labelled and its error is read out.
 */
export function FormField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy =
    [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error under it, referenced by the control's aria-describedby; nothing when there is none. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}
