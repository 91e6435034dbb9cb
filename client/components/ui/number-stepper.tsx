import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';
import { Button } from './button';
import { fieldFrameClasses } from './input';

/** The field's number, or NaN for '' and anything that is not one. */
export function parseStepperValue(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/**
 * The value after pressing − or +: one step from the current number, an off-step value (62 with step 5)
 * going to the next step that way (65 or 60), kept within min and max; from `fallback` when the field
 * holds no number.
 */
export function stepNumber(
  value: string,
  direction: 1 | -1,
  range: { min: number; max: number; step: number; fallback: number },
): number {
  const current = parseStepperValue(value);
  const base = Number.isFinite(current) ? current : range.fallback;
  const { step } = range;
  const next = direction === 1 ? Math.floor(base / step) * step + step : Math.ceil(base / step) * step - step;
  return Math.min(range.max, Math.max(range.min, next));
}

type StepperInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  ref?: Ref<HTMLInputElement>;
};

/**
 * A number input between − and + buttons: typing works, and so does a thumb in a glove. The value stays
 * text (what was typed) and the caller decides what it means; the buttons step from the current number,
 * kept within min and max, or start from `fallback` when the field holds no number. Wrap it in FormField
 * or give it an id and a label, as for an Input; the buttons are named from `label`.
 */
export function NumberStepper({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  fallback,
  label,
  unit,
  className,
  disabled,
  ...inputProps
}: StepperInputProps & {
  value: string;
  onValueChange: (value: string) => void;
  min: number;
  max: number;
  step?: number;
  /** Where the buttons start when the field is empty or not a number. */
  fallback: number;
  /** What the number is ("match length"), for the buttons' names: "Decrease match length". */
  label: string;
  /** Shown after the number ("min"); decorative, so say it in the label too. */
  unit?: string;
}) {
  const current = parseStepperValue(value);
  const stepTo = (direction: 1 | -1) =>
    onValueChange(String(stepNumber(value, direction, { min, max, step, fallback })));
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Decrease ${label}`}
        disabled={disabled || (Number.isFinite(current) && current <= min)}
        onClick={() => stepTo(-1)}
      >
        <Minus aria-hidden />
      </Button>
      <div className="relative w-24">
        <input
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={disabled}
          onChange={(event) => onValueChange(event.target.value)}
          className={clsx(
            fieldFrameClasses,
            'h-11 text-center text-lg font-semibold tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            unit && 'pr-9',
          )}
          {...inputProps}
        />
        {unit ? (
          <span
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-600"
            aria-hidden
          >
            {unit}
          </span>
        ) : null}
      </div>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Increase ${label}`}
        disabled={disabled || (Number.isFinite(current) && current >= max)}
        onClick={() => stepTo(1)}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
