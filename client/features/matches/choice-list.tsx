import type { ReactNode } from 'react';

// The live screen's sheets (a goal, a late or injured player, a change as made) ask with big choices:
// a fieldset of labelled radios or checkboxes, each row a 44 px target for cold fingers, two columns from
// a tablet up, the chosen ones outlined. One component, so the three sheets look and answer alike.

const choiceClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 has-[:checked]:border-sky-600 has-[:checked]:bg-sky-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-600';

export type Choice<T> = { value: T; label: ReactNode };

export function ChoiceList<T extends string | number | null>({
  legend,
  type,
  name,
  choices,
  isChecked,
  onChoose,
  empty,
}: {
  legend: string;
  type: 'radio' | 'checkbox';
  /** The inputs' name (one per list: radios of one name are one choice). */
  name: string;
  choices: readonly Choice<T>[];
  isChecked: (value: T) => boolean;
  /** A radio chosen, or a checkbox ticked or unticked. */
  onChoose: (value: T) => void;
  /** Shown in place of the list when there is nothing to choose. */
  empty?: ReactNode;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      {choices.length === 0 && empty !== undefined ? (
        empty
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {choices.map((choice) => (
            <label key={String(choice.value)} className={choiceClasses}>
              <input
                type={type}
                name={name}
                value={String(choice.value)}
                className="size-5"
                checked={isChecked(choice.value)}
                onChange={() => onChoose(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
