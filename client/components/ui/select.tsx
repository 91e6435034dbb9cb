import * as SelectPrimitive from '@radix-ui/react-select';
import { clsx } from 'clsx';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { type ComponentProps, type ReactNode, type Ref, useId } from 'react';
import { FieldError } from './form-field';
import { Label } from './label';

// Radix Select: a listbox that works with touch, keyboard and screen readers. Give the trigger an id and
// a <Label htmlFor> (or wrap it in FormField) so it has a name.
export const Select = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={clsx(
        'flex h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-base text-slate-900 shadow-xs',
        'hover:border-slate-400 focus-visible:border-green-700 focus-visible:outline-2 focus-visible:outline-green-700/30',
        'disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-red-600 data-[placeholder]:text-slate-500',
        '[&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={clsx(
          'pop-in relative z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-lg',
          position === 'popper'
            ? 'w-full min-w-[var(--radix-select-trigger-width)] data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1'
            : 'min-w-[8rem]',
          className,
        )}
        {...props}
      >
        {/* The scroll arrows lie over the list rather than above and below it: Radix adds them only once
            the list has opened and scrolled to the chosen item, and in the flow they would push the
            list down under the finger. The viewport's scroll padding keeps a focused item clear of them. */}
        <SelectPrimitive.ScrollUpButton className="absolute inset-x-0 top-0 z-10 flex h-8 items-center justify-center rounded-t-xl bg-white/95">
          <ChevronUp className="size-4" aria-hidden />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="scroll-py-8 p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="absolute inset-x-0 bottom-0 z-10 flex h-8 items-center justify-center rounded-b-xl bg-white/95">
          <ChevronDown className="size-4" aria-hidden />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      className={clsx('px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase', className)}
      {...props}
    />
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={clsx(
        'relative flex min-h-11 w-full cursor-pointer items-center rounded-md py-2 pr-9 pl-3 text-base outline-none select-none',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-green-50 data-[highlighted]:text-green-900',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute right-3 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4 text-green-700" aria-hidden />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}

export function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return <SelectPrimitive.Separator className={clsx('-mx-1 my-1 h-px bg-slate-200', className)} {...props} />;
}

/**
 * A labelled Select with its error, wired as FormField wires an input: the trigger is named by the
 * label, and gets aria-invalid and the error's id. With react-hook-form, render it from a Controller
 * and pass its field's ref and onBlur, so a failed submit can focus it.
 */
export function SelectField({
  label,
  value,
  onValueChange,
  placeholder,
  error,
  invalid = Boolean(error),
  isMessageLineKept = false,
  triggerRef,
  onBlur,
  children,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  error?: string;
  /** Invalid without a message of its own (the form says it beside another field). */
  invalid?: boolean;
  /** As FormField's: one line under the trigger is kept for the error, so it coming never moves the sheet. */
  isMessageLineKept?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  /** The SelectItems. */
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onValueChange}>
        <SelectTrigger
          id={id}
          ref={triggerRef}
          onBlur={onBlur}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
      {isMessageLineKept ? (
        <div className="min-h-5">
          <FieldError id={errorId} error={error} />
        </div>
      ) : (
        <FieldError id={errorId} error={error} />
      )}
    </div>
  );
}
