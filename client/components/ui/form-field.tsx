import { clsx } from 'clsx';
import { cloneElement, type ReactElement, useId } from 'react';
import { Label } from './label';

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/**
 * A label, one control, an optional hint and an error, wired together: the control gets the id, the
 * describedby and aria-invalid, so every input is labelled and its error is read out.
 *
 * `isMessageLineKept` is for a field whose hint comes and goes as it is typed in: it keeps one line
 * under the control for the hint or the error (the error replaces the hint), so on a phone, where a
 * dialog is a sheet anchored to the bottom of the screen, a message appearing or going never moves the
 * whole sheet under the user's thumb.
 */
export function FormField({
  label,
  hint: givenHint,
  error,
  isMessageLineKept = false,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  isMessageLineKept?: boolean;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const hint = isMessageLineKept && error ? undefined : givenHint;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy =
    [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {isMessageLineKept ? (
        <div className="min-h-5">
          <FieldHint id={hintId} hint={hint} />
          <FieldError id={errorId} error={error} />
        </div>
      ) : (
        <>
          <FieldHint id={hintId} hint={hint} />
          <FieldError id={errorId} error={error} />
        </>
      )}
    </div>
  );
}

function FieldHint({ id, hint }: { id: string | undefined; hint: string | undefined }) {
  return hint ? (
    <p id={id} className="text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** A field's error under it, referenced by the control's aria-describedby; nothing when there is none. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}
