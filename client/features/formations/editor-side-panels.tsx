import { clsx } from 'clsx';
import { LayoutGrid, Save } from 'lucide-react';
import { type Dispatch, memo, type ReactNode, type Ref } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import {
  type FormationShape,
  formatLabel,
  formatOfShape,
  shapesForFormat,
  type TeamFormat,
} from '../../../shared/domain/formation-shapes';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import type { EditorAction } from './editor-document';
import { AvailableList } from './editor-panels';
import type { TokenActions } from './editor-tokens';

// The editor's left panel (spec 001 §2.2), in two cards: the shape and the available players above, the
// name, match, period and Load Template below; the notes under the pitch; and the save bar. Memoised, with
// stable handlers: picking a player up or dropping him redraws none of them.

/**
 * The shapes the selector offers: the team format's; a formation saved in another format keeps its own
 * shape, listed last with its format, so opening it changes nothing.
 */
export function shapeOptions(
  format: TeamFormat,
  shape: FormationShape,
): { value: FormationShape; label: string }[] {
  const offered = shapesForFormat(format).map((value) => ({ value, label: value }));
  if (offered.some((option) => option.value === shape)) return offered;
  return [...offered, { value: shape, label: `${shape} (${formatLabel(formatOfShape(shape))})` }];
}

export const SetupPanel = memo(function SetupPanel({
  shape,
  format,
  isOffered,
  canLayOut,
  available,
  selectedId,
  actions,
  onShapeChange,
  onLayOut,
  onAvailableTap,
}: {
  shape: FormationShape;
  /** The team's format: its shapes are offered. */
  format: TeamFormat;
  /** Just after a shape was chosen with nobody on the pitch: Lay Out Players is the thing to press. */
  isOffered: boolean;
  canLayOut: boolean;
  available: readonly Player[];
  selectedId: number | null;
  actions: TokenActions;
  onShapeChange: (value: string) => void;
  onLayOut: () => void;
  onAvailableTap: () => void;
}) {
  return (
    <Card className="grid gap-4 p-4 lg:col-start-1 lg:row-start-1">
      <div className="grid gap-2">
        <label htmlFor="editor-shape" className="text-sm font-medium text-slate-900">
          Formation
        </label>
        <div className="flex gap-2">
          <NativeSelect
            id="editor-shape"
            className="min-w-0 flex-1"
            value={shape}
            onChange={(event) => onShapeChange(event.target.value)}
          >
            {shapeOptions(format, shape).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant={isOffered ? 'primary' : 'outline'}
            onClick={onLayOut}
            disabled={!canLayOut}
            aria-describedby="layout-hint"
          >
            <LayoutGrid aria-hidden />
            Lay Out Players
          </Button>
        </div>
        {/* A shape chosen with an empty pitch: the offer is put in words beside the highlighted button. */}
        <p
          id="layout-hint"
          className={clsx('text-xs', isOffered ? 'font-medium text-green-800' : 'text-slate-600')}
        >
          {isOffered
            ? `Lay out the available players in a ${shape}? A keeper in goal, the others where their positions say, to adjust by hand.`
            : 'Puts a keeper in goal and the others where their positions say, to adjust by hand.'}
        </p>
      </div>
      <AvailableList players={available} selectedId={selectedId} actions={actions} onTap={onAvailableTap} />
    </Card>
  );
});

export type MatchOption = { id: number; label: string; periods: number };

export const DetailsPanel = memo(function DetailsPanel({
  name,
  matchId,
  quarter,
  matchOptions,
  dispatch,
  onMatchChange,
  onLoadTemplate,
  nameRef,
}: {
  name: string;
  matchId: number | null;
  quarter: number;
  matchOptions: readonly MatchOption[];
  dispatch: Dispatch<EditorAction>;
  onMatchChange: (value: string) => void;
  onLoadTemplate: () => void;
  nameRef: Ref<HTMLInputElement>;
}) {
  const periods = matchOptions.find((option) => option.id === matchId)?.periods ?? 0;
  return (
    <Card className="grid gap-4 p-4 lg:col-start-1 lg:row-start-2">
      <FormField label="Formation name">
        <Input
          ref={nameRef}
          value={name}
          onChange={(event) => dispatch({ type: 'setName', name: event.target.value })}
          placeholder="e.g. Saturday, first period"
          maxLength={100}
          autoComplete="off"
        />
      </FormField>
      <div className="grid gap-2">
        <label htmlFor="editor-match" className="text-sm font-medium text-slate-900">
          Match
        </label>
        <NativeSelect
          id="editor-match"
          value={matchId ?? ''}
          onChange={(event) => onMatchChange(event.target.value)}
        >
          <option value="">No match (practice formation)</option>
          {matchOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {periods > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-900">Period</legend>
          <div className="flex flex-wrap gap-2">
            {Array.from({ length: periods }, (_, i) => i + 1).map((period) => (
              <Button
                key={period}
                variant={quarter === period ? 'primary' : 'outline'}
                size="sm"
                className="min-w-12"
                aria-pressed={quarter === period}
                onClick={() => dispatch({ type: 'setQuarter', quarter: period })}
              >
                P{period}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Button variant="outline" onClick={onLoadTemplate}>
        Load Template
      </Button>
    </Card>
  );
});

/** What the save bar says of the changes: waiting on the phone, not saved, a copy, or saved. */
export function saveBarWords({
  waitingOffline,
  isKeptOnPhone,
  isDirty,
  isUnplannedCopy,
  isEditing,
}: {
  waitingOffline: number;
  isKeptOnPhone: boolean;
  isDirty: boolean;
  isUnplannedCopy: boolean;
  isEditing: boolean;
}): string {
  // A save made with no signal is the coach's last word until the server answers it (decision 070),
  // said saved on the phone once IndexedDB has it, not before.
  if (waitingOffline > 0)
    return isKeptOnPhone ? 'Saved on this phone: sent when the signal returns' : 'Saving on this phone…';
  if (isDirty) return 'Unsaved changes, kept on this device until you save';
  if (isUnplannedCopy) return 'A copy: the team sees it once you save it';
  return isEditing ? 'All changes saved' : '';
}

/**
 * Save, and whether the changes are saved, in a bar that stays at the foot of the screen (above a
 * phone's home indicator) while the editor is on it: on a phone the name and match are a screen or two
 * below the pitch, and Save with them was out of reach after every move. From lg it keeps to the left
 * column's width, clear of the pitch and of the toasts on the right. `children` is drawn just above the
 * bar (the notice of a restored draft). A save made with no signal is said to wait on the phone.
 */
export const SaveBar = memo(function SaveBar({
  isEditing,
  isUnplannedCopy,
  isDirty,
  isSaving,
  waitingOffline,
  isKeptOnPhone,
  onSave,
  saveButtonRef,
  children,
}: {
  isEditing: boolean;
  /** A library copy of a match's formation, not saved here yet: the team does not see it. */
  isUnplannedCopy: boolean;
  isDirty: boolean;
  isSaving: boolean;
  /** Saves made with no signal, kept on this phone until it returns (decision 070). */
  waitingOffline: number;
  /** Whether the waiting saves are written to the phone yet. */
  isKeptOnPhone: boolean;
  onSave: () => void;
  saveButtonRef: Ref<HTMLButtonElement>;
  children?: ReactNode;
}) {
  return (
    <div
      data-save-bar=""
      className="sticky bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-30 mt-6 flex h-(--save-bar) items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 shadow-lg lg:w-80"
    >
      {children}
      {/* The words fill the bar's height, centred in it: one line or three, nothing else moves. */}
      <p
        className="flex min-w-0 flex-1 items-center self-stretch text-xs leading-4 text-slate-600"
        aria-live="polite"
      >
        {saveBarWords({ waitingOffline, isKeptOnPhone, isDirty, isUnplannedCopy, isEditing })}
      </p>
      <Button ref={saveButtonRef} onClick={onSave} isLoading={isSaving} className="shrink-0">
        {isSaving ? null : <Save aria-hidden />}
        {isSaving ? 'Saving...' : isEditing ? 'Save Changes' : 'Save Formation'}
      </Button>
    </div>
  );
});

export const NotesField = memo(function NotesField({
  notes,
  dispatch,
}: {
  notes: string;
  dispatch: Dispatch<EditorAction>;
}) {
  return (
    <FormField label="Formation Notes" className="lg:max-w-[600px]">
      <Textarea
        value={notes}
        onChange={(event) => dispatch({ type: 'setNotes', notes: event.target.value })}
        placeholder="Who presses, who covers, what to say at half-time"
        maxLength={2000}
      />
    </FormField>
  );
});
