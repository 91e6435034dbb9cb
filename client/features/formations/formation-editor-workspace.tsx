import { CircleAlert, RotateCcw } from 'lucide-react';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import {
  isFormationShape,
  isShapeOfFormat,
  shapePlayerCount,
  type TeamFormat,
} from '../../../shared/domain/formation-shapes';
import { totalPeriods } from '../../../shared/domain/match-periods';
import { positionLabel } from '../../../shared/domain/position-label';
import { type PitchPlayer, pointToPercent } from '../../components/pitch/pitch';
import { pitchPlayersOf } from '../../components/pitch/pitch-model';
import { Button } from '../../components/ui/button';
import { DialogsOnDemand } from '../../components/ui/dialog-on-demand';
import { lazyComponent, useLoadWhenIdle } from '../../components/ui/on-demand';
import { toast } from '../../lib/toast-store';
import { createAnnouncer, LiveRegion } from './editor-announcer';
import { EditorContextMenu, type MenuChoice, type MenuState } from './editor-context-menu';
import { pitchHandleName, positionName } from './editor-dnd';
import {
  createDndBridge,
  type DndBridge,
  EditorDndContext,
  EditorDragOverlay,
  MeasureOnPress,
} from './editor-dnd-context';
import { isPitchFull } from './editor-document';
import { editorFrame } from './editor-layout';
import { useLeaveGuard } from './editor-leave-guard';
import { PlayerBox } from './editor-panels';
import { type EditorAddress, matchLabel } from './editor-paths';
import { EditorPitch, PitchDropTarget } from './editor-pitch';
import { availablePlayers, placeOf } from './editor-placement';
import { useEditorSave, useLastWaitingSent } from './editor-save';
import { useEditorDocument } from './editor-session';
import { layoutShape } from './editor-shape-layout';
import { DetailsPanel, type MatchOption, NotesField, SaveBar, SetupPanel } from './editor-side-panels';
import { EditorDragSource, PitchTokenHandle, playerLabel, type TokenActions } from './editor-tokens';

// The formation editor itself (spec 001 §2.2, §4.1, §4.2, §5): the left panel (shape, available players,
// name, match, period, Load Template), the pitch, the Bench and Unavailable boxes, the notes and the save
// bar. One reducer holds what is edited (editor-session.ts, with the draft this device keeps until it
// is saved or discarded); drags, taps, keys and the menu all dispatch to it. Saving is editor-save.ts,
// leaving with changes editor-leave-guard.ts, dnd-kit's context editor-dnd-context.tsx.

// The editor's dialogs load apart from it, fetched when the browser is idle (decision 048).
const loadDialogs = () => import('./editor-dialogs');
const TemplateDialog = lazyComponent(() => loadDialogs().then((module) => module.TemplateDialog));
const ArrangeDialog = lazyComponent(() => loadDialogs().then((module) => module.ArrangeDialog));
const LeaveDialog = lazyComponent(() => loadDialogs().then((module) => module.LeaveDialog));
const dialogSteps = [loadDialogs];

/** `list`, or the list given last time when it holds the same items in the same order. */
function useSameList<T>(list: readonly T[]): readonly T[] {
  const last = useRef(list);
  const same = last.current.length === list.length && last.current.every((item, i) => item === list[i]);
  if (!same) last.current = list;
  return last.current;
}

// ---- The editor ----

const isTouchDevice = () =>
  typeof window !== 'undefined' && ('ontouchstart' in window || navigator.maxTouchPoints > 0);

type WorkspaceProps = {
  teamId: string | null;
  address: EditorAddress;
  players: readonly Player[];
  matches: readonly Match[];
  formations: readonly Formation[];
  /** The saved formation being edited (formationId in the address), or null for a new one. */
  formation: Formation | null;
  /** The team's format (issue 30): the shapes offered and a new formation's first shape. */
  format: TeamFormat;
};

/**
 * The editor inside dnd-kit's context, which is given the editor as one element made here: a change
 * of the editor's state (a drop, a tap, a letter of the notes) redraws the editor and not the context,
 * whose own redraw is tens of milliseconds at 4x slowdown; a drag redraws the context's listeners and
 * not the editor.
 */
export function FormationEditorWorkspace(props: WorkspaceProps) {
  const [bridge] = useState(createDndBridge);
  const { players } = props;
  const playersById = useMemo(() => new Map(players.map((player) => [player.id, player])), [players]);
  return (
    <EditorDndContext bridge={bridge} playersById={playersById}>
      <EditorWorkspace {...props} playersById={playersById} bridge={bridge} />
    </EditorDndContext>
  );
}

function EditorWorkspace({
  teamId,
  address,
  players,
  matches,
  formations,
  formation,
  format,
  playersById,
  bridge,
}: WorkspaceProps & { playersById: ReadonlyMap<number, Player>; bridge: DndBridge }) {
  const location = useLocation();
  const editor = useEditorDocument({ teamId, address, formation, matches, players, format });
  const { state, dispatch, knownIds, isDirty, restored, isUnplannedCopy } = editor;
  // The latest state, for handlers that keep their identity.
  const stateRef = useRef(state);
  stateRef.current = state;
  bridge.stateRef.current = state;
  bridge.dispatchRef.current = dispatch;
  const isEditing = address.formationId !== null;
  const [announcer] = useState(createAnnouncer);
  const [isTouch] = useState(isTouchDevice);

  // ---- Leaving with changes not saved asks first ----
  // A save waiting on this phone for the signal is not "unsaved": leaving keeps it, and the draft that
  // holds the coach's version until the server has it (decision 070).
  const lastWaitingSent = useLastWaitingSent(editor.draftKey);
  const lastWaitingRef = useRef(lastWaitingSent);
  lastWaitingRef.current = lastWaitingSent;
  const { dirtyRef: editorDirtyRef, fingerprint, forgetDraft: forgetEditorDraft } = editor;
  const stateFingerprintRef = useRef(fingerprint);
  stateFingerprintRef.current = fingerprint;
  const unsentRef = useMemo(
    () => ({
      get current() {
        return editorDirtyRef.current && stateFingerprintRef.current !== lastWaitingRef.current;
      },
    }),
    [editorDirtyRef],
  );
  const forgetUnlessWaiting = useCallback(() => {
    if (lastWaitingRef.current === null) forgetEditorDraft();
  }, [forgetEditorDraft]);
  const { blocker, allowLeaving, onStay, onLeave } = useLeaveGuard({
    isDirty: isDirty && fingerprint !== lastWaitingSent,
    dirtyRef: unsentRef,
    forgetDraft: forgetUnlessWaiting,
  });

  // ---- Dialogs, loaded when idle ----
  const hasDialogCode = useLoadWhenIdle(dialogSteps);
  const [dialog, setDialog] = useState<'none' | 'template' | 'arrange'>('none');
  const openDialog = useCallback((name: 'template' | 'arrange') => setDialog(name), []);
  const isLeaving = blocker.state === 'blocked';
  const isDialogOpen = dialog !== 'none' || isLeaving;
  const closeDialogs = () => {
    setDialog('none');
    if (isLeaving) onStay();
  };

  // ---- Where the players are ----
  const { placement } = state;
  // The same players as before keep the same list, so a move on the pitch does not redraw the left panel.
  const available = useSameList(useMemo(() => availablePlayers(players, placement), [players, placement]));
  const benchPlayers = useSameList(
    useMemo(() => placement.bench.flatMap((id) => playersById.get(id) ?? []), [placement.bench, playersById]),
  );
  const unavailablePlayers = useSameList(
    useMemo(
      () => placement.unavailable.flatMap((id) => playersById.get(id) ?? []),
      [placement.unavailable, playersById],
    ),
  );
  const match = matches.find((row) => row.id === state.matchId) ?? null;
  const matchUnavailable = useMemo(() => new Set(match?.unavailablePlayerIds ?? []), [match]);
  // The match's captain and unavailable players marked as on every other pitch (pitchPlayersOf).
  const pitchPlayers = useMemo(
    () =>
      pitchPlayersOf(placement.positions, players, {
        captainPlayerId: match?.captainPlayerId ?? null,
        unavailableIds: matchUnavailable,
      }),
    [placement.positions, players, match?.captainPlayerId, matchUnavailable],
  );

  // Focus follows a player moved by a key or the menu to his new place.
  const focusAfterMove = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of places, when the moved player's button is in its new box.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (id === null) return;
    focusAfterMove.current = null;
    window.document.querySelector<HTMLElement>(`[data-player-handle="${id}"]`)?.focus();
  }, [placement]);

  const nameOf = useCallback(
    (playerId: number) => {
      const player = playersById.get(playerId);
      return player ? playerLabel(player) : 'The player';
    },
    [playersById],
  );

  const moveTo = useCallback(
    (playerId: number, to: MenuChoice) => {
      dispatch({ type: to, playerId });
      focusAfterMove.current = playerId;
      announcer.announce(
        to === 'bench'
          ? `${nameOf(playerId)} moved to the bench.`
          : `${nameOf(playerId)} marked unavailable.`,
      );
    },
    [announcer, nameOf, dispatch],
  );

  // ---- The menu ----
  const [menu, setMenu] = useState<MenuState | null>(null);
  const closeMenu = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setMenu((current) => {
      if (restoreFocus) current?.opener?.focus();
      return null;
    });
  }, []);

  const actions = useMemo<TokenActions>(
    () => ({
      onSelect: (playerId) => {
        const wasSelected = stateRef.current.placement.selectedId === playerId;
        dispatch({ type: 'select', playerId });
        announcer.announce(
          wasSelected
            ? `${nameOf(playerId)} deselected.`
            : `${nameOf(playerId)} selected. Tap the pitch to place them, or the Bench or Unavailable box.`,
        );
      },
      onMenu: (playerId, point, opener) => {
        setMenu({
          playerId,
          label: nameOf(playerId),
          place: placeOf(stateRef.current.placement, playerId),
          x: point.x,
          y: point.y,
          opener,
        });
      },
      onKeyMove: moveTo,
    }),
    [announcer, moveTo, nameOf, dispatch],
  );

  // ---- Taps on the pitch and the boxes ----
  const surfaceRef = bridge.surfaceRef;
  const ringRef = useRef<HTMLDivElement | null>(null);
  const onSurfaceClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const selected = stateRef.current.placement.selectedId;
      if (selected === null) return;
      if (isPitchFull(stateRef.current, selected)) {
        const { shape } = stateRef.current;
        announcer.announce(
          `The pitch is full: a ${shape} has ${shapePlayerCount(shape)} places. Move a player to the bench first.`,
        );
        return;
      }
      const rect = event.currentTarget.getBoundingClientRect();
      const at = pointToPercent(rect, event.clientX, event.clientY);
      dispatch({ type: 'place', playerId: selected, x: at.x, y: at.y });
      const label = positionLabel(at.x, at.y);
      announcer.announce(`${nameOf(selected)} placed at ${label}, ${positionName(label)}.`);
    },
    [announcer, nameOf, dispatch],
  );
  const onBoxTap = useCallback(
    (to: 'bench' | 'unavailable') => {
      const selected = stateRef.current.placement.selectedId;
      if (selected !== null) moveTo(selected, to);
    },
    [moveTo],
  );
  const onAvailableTap = useCallback(() => {
    // Dropping into the available list is not an action (spec 001 §4.1): a tap there only deselects.
    if (stateRef.current.placement.selectedId !== null) dispatch({ type: 'deselect' });
  }, [dispatch]);

  // Escape lets go of a selected player.
  const selectedId = placement.selectedId;
  useEffect(() => {
    if (selectedId === null || menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'deselect' });
    };
    window.document.addEventListener('keydown', onKeyDown);
    return () => window.document.removeEventListener('keydown', onKeyDown);
  }, [selectedId, menu, dispatch]);

  const renderToken = useCallback(
    (player: PitchPlayer, token: ReactNode) => {
      const label = positionLabel(player.x, player.y);
      return (
        <PitchTokenHandle
          playerId={player.id}
          label={pitchHandleName(player, label)}
          isSelected={selectedId === player.id}
          actions={actions}
        >
          {token}
        </PitchTokenHandle>
      );
    },
    [actions, selectedId],
  );

  // ---- Shape ----
  const [offered, setOffered] = useState(false);
  const layOut = useCallback(() => {
    const current = stateRef.current;
    const positions = layoutShape(
      current.shape,
      current.placement.positions,
      availablePlayers(players, current.placement),
    );
    dispatch({ type: 'placeMany', positions });
    setOffered(false);
    announcer.announce(`${positions.length} players laid out in ${current.shape}. Adjust them as you like.`);
  }, [announcer, players, dispatch]);
  const onShapeChange = useCallback(
    (value: string) => {
      if (!isFormationShape(value)) return;
      // The state before the change: a smaller shape benches the last placed beyond its places.
      const current = stateRef.current.placement;
      dispatch({ type: 'setShape', shape: value });
      const benched = current.positions.length - shapePlayerCount(value);
      if (benched > 0) {
        const description = `A ${value} has ${shapePlayerCount(value)} places: the last ${benched === 1 ? 'player' : `${benched} players`} placed moved to the bench.`;
        toast({ title: 'Moved to the Bench', description });
        announcer.announce(description);
      }
      if (current.positions.length > 0) openDialog('arrange');
      else if (availablePlayers(players, current).length > 0) {
        setOffered(true);
        announcer.announce(`Shape ${value}. Lay Out Players places the available players in it.`);
      }
    },
    [announcer, openDialog, players, dispatch],
  );
  const onLayOutPress = useCallback(() => {
    if (stateRef.current.placement.positions.length > 0) openDialog('arrange');
    else layOut();
  }, [layOut, openDialog]);

  // ---- Match and period ----
  const matchOptions = useMemo<MatchOption[]>(
    () => matches.map((row) => ({ id: row.id, label: matchLabel(row), periods: totalPeriods(row) })),
    [matches],
  );
  const onMatchChange = useCallback(
    (value: string) => {
      const next = value ? (matches.find((row) => String(row.id) === value) ?? null) : null;
      dispatch({
        type: 'setMatch',
        matchId: next?.id ?? null,
        periods: next ? totalPeriods(next) : 1,
        // Only a new formation takes the match's unavailable players (spec 001 §4.2).
        unavailable: next && !isEditing ? next.unavailablePlayerIds.filter((id) => knownIds.has(id)) : null,
      });
    },
    [isEditing, knownIds, matches, dispatch],
  );

  // ---- Templates ----
  const templateOptions = useMemo(() => {
    const labels = new Map(matchOptions.map((option) => [option.id, option.label]));
    // Templates of the team's format only: a 4-4-2 cannot start a 9v9 plan (issue 30).
    return formations
      .filter((row) => row.id !== address.formationId && isShapeOfFormat(row.formation, format))
      .map((row) => {
        const rowMatch = row.matchId === null ? undefined : labels.get(row.matchId);
        return {
          formation: row,
          context: rowMatch ? `${rowMatch} · P${row.quarter}` : 'Practice formation',
        };
      });
  }, [formations, matchOptions, address.formationId, format]);
  const loadTemplate = useCallback(
    (template: Formation) => {
      dispatch({ type: 'loadTemplate', template, knownIds });
      setDialog('none');
      toast({
        title: 'Template Loaded',
        description: `Formation "${template.name?.trim() || 'Unnamed'}" loaded successfully`,
        variant: 'success',
      });
    },
    [knownIds, dispatch],
  );

  // ---- Save ----
  const nameRef = useRef<HTMLInputElement>(null);
  const saveButtonRef = useRef<HTMLButtonElement>(null);
  const justSaved = (location.state as { saved?: boolean } | null)?.saved === true;
  useEffect(() => {
    if (justSaved) saveButtonRef.current?.focus({ preventScroll: true });
  }, [justSaved]);
  const saving = useEditorSave({ teamId, address, editor, nameRef, allowLeaving });
  const { onSave, isSaving, waitingOffline, isKeptOnPhone, isConflict, keepMine, loadTheirs } = saving;

  const onLoadTemplate = useCallback(() => openDialog('template'), [openDialog]);
  const onTemplateOpenChange = useCallback((open: boolean) => setDialog(open ? 'template' : 'none'), []);
  // The dialogs' handlers keep their identity, so a drop or a keystroke does not redraw the dialogs.
  const onArrangeOpenChange = useCallback((open: boolean) => setDialog(open ? 'arrange' : 'none'), []);
  const onArrange = useCallback(() => {
    layOut();
    setDialog('none');
  }, [layOut]);
  const { discard } = editor;
  const discardDraft = useCallback(() => {
    discard();
    announcer.announce('Unsaved changes discarded.');
  }, [announcer, discard]);

  const selectedPlayer = selectedId === null ? null : (playersById.get(selectedId) ?? null);
  const places = shapePlayerCount(state.shape);
  const hint = selectedPlayer
    ? isPitchFull(state, selectedPlayer.id)
      ? `${playerLabel(selectedPlayer)} selected. The pitch is full (a ${state.shape} has ${places} places): move a player to the bench first, or tap the Bench or Unavailable box.`
      : `${playerLabel(selectedPlayer)} selected: tap the pitch to place them, or tap the Bench or Unavailable box.`
    : isTouch
      ? 'Tap a player to select, then tap the pitch to place them'
      : 'Drag and drop players to position them on the pitch';

  const _shapeId = 'editor-shape';
  const _matchId = 'editor-match';

  return (
    <>
      <EditorDragSource />
      {/* One column below lg that never grows past the screen: the available players' row scrolls
          sideways inside it rather than widening the page. */}
      <div className={editorFrame}>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
          <SetupPanel
            shape={state.shape}
            format={format}
            // The offer stands while the pitch is empty: a player placed by hand declines it.
            isOffered={offered && placement.positions.length === 0}
            canLayOut={available.length > 0 || placement.positions.length > 0}
            available={available}
            selectedId={selectedId}
            actions={actions}
            onShapeChange={onShapeChange}
            onLayOut={onLayOutPress}
            onAvailableTap={onAvailableTap}
          />

          <div className="grid min-w-0 gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <p className="flex min-h-10 items-start gap-2 text-sm text-slate-700 sm:min-h-5">
              {selectedPlayer ? (
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
              ) : null}
              {hint}
            </p>
            <EditorPitch
              players={pitchPlayers}
              label={`Pitch, ${state.shape}: ${pitchPlayers.length} of ${places} places taken`}
              renderToken={renderToken}
              surfaceRef={surfaceRef}
              onSurfaceClick={onSurfaceClick}
              ringRef={ringRef}
            />
            <PitchDropTarget surfaceRef={surfaceRef} ringRef={ringRef} />
            <MeasureOnPress />
            <div className="grid gap-4 sm:grid-cols-2 lg:max-w-[600px]">
              <PlayerBox
                id="bench"
                title="Bench"
                empty="Drop or tap here to bench a player"
                players={benchPlayers}
                selectedId={selectedId}
                actions={actions}
                onTap={onBoxTap}
              />
              <PlayerBox
                id="unavailable"
                title="Unavailable"
                empty="Drop or tap here to mark a player unavailable"
                players={unavailablePlayers}
                selectedId={selectedId}
                actions={actions}
                onTap={onBoxTap}
              />
            </div>
            <NotesField notes={state.notes} dispatch={dispatch} />
          </div>

          <DetailsPanel
            name={state.name}
            matchId={state.matchId}
            quarter={state.quarter}
            matchOptions={matchOptions}
            dispatch={dispatch}
            onMatchChange={onMatchChange}
            onLoadTemplate={onLoadTemplate}
            nameRef={nameRef}
          />
        </div>
        <SaveBar
          isEditing={isEditing}
          isUnplannedCopy={isUnplannedCopy}
          isDirty={isDirty}
          isSaving={isSaving}
          waitingOffline={waitingOffline}
          isKeptOnPhone={isKeptOnPhone}
          onSave={onSave}
          saveButtonRef={saveButtonRef}
        >
          {/* Above the save bar rather than above the editor: it appears once the draft is read, after
              a reload that has already put the page back where it was scrolled, and pushing the editor
              down then would move everything under the coach's thumb. */}
          {isConflict && waitingOffline === 0 ? (
            <div
              role="alert"
              className="absolute inset-x-0 bottom-full mx-auto mb-3 flex max-w-xl flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 shadow-lg"
            >
              <p>
                <strong className="font-semibold">Not saved: someone else changed this formation</strong>{' '}
                since your version was made (perhaps while it waited for a signal). Your version is on screen
                and kept on this device.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => void keepMine()}>
                  Save mine over theirs
                </Button>
                <Button variant="outline" size="sm" onClick={() => void loadTheirs()}>
                  Load theirs
                </Button>
              </div>
            </div>
          ) : restored && waitingOffline === 0 ? (
            <div
              role="status"
              className="absolute inset-x-0 bottom-full mx-auto mb-3 flex max-w-xl flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 shadow-lg sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="flex items-start gap-2">
                <RotateCcw className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  <strong className="font-semibold">Restored your unsaved changes</strong>, kept on this
                  device since you last worked on this formation. Save to keep them, or discard them.
                </span>
              </p>
              <Button variant="outline" size="sm" onClick={discardDraft}>
                Discard
              </Button>
            </div>
          ) : null}
        </SaveBar>
      </div>

      <EditorDragOverlay />
      {menu ? (
        <EditorContextMenu
          menu={menu}
          onClose={closeMenu}
          onChoose={(playerId, choice) => {
            setMenu(null);
            moveTo(playerId, choice);
          }}
        />
      ) : null}
      <LiveRegion announcer={announcer} />
      {hasDialogCode || isDialogOpen ? (
        <DialogsOnDemand
          isOpen={isDialogOpen}
          isCodeHere={hasDialogCode}
          onClose={closeDialogs}
          failureTitle="Could not open the dialog"
        >
          <TemplateDialog
            open={dialog === 'template'}
            onOpenChange={onTemplateOpenChange}
            options={templateOptions}
            onLoad={loadTemplate}
          />
          <ArrangeDialog
            open={dialog === 'arrange'}
            onOpenChange={onArrangeOpenChange}
            shape={state.shape}
            onPitch={placement.positions.length}
            onArrange={onArrange}
          />
          <LeaveDialog open={isLeaving} onStay={onStay} onLeave={onLeave} />
        </DialogsOnDemand>
      ) : null}
    </>
  );
}
