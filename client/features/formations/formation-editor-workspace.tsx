import { DndContext, MeasuringStrategy, useDndContext, useDroppable } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, RotateCcw } from 'lucide-react';
import {
  type Dispatch,
  type MouseEvent,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { isFormationShape } from '../../../shared/domain/formation-shapes';
import { totalPeriods } from '../../../shared/domain/match-periods';
import { positionLabel } from '../../../shared/domain/position-label';
import { Pitch, type PitchPlayer, pointToPercent } from '../../components/pitch/pitch';
import { pitchPlayersOf } from '../../components/pitch/pitch-model';
import { Button } from '../../components/ui/button';
import { afterPaint } from '../../lib/after-paint';
import { teamFormationsKey } from '../../lib/formation-keys';
import { loadedModule, useIdleModule } from '../../lib/lazy-module';
import { formatMatchDay } from '../../lib/match-dates';
import { toastFailure } from '../../lib/mutation-toasts';
import { teamPagePath } from '../../lib/team-path';
import { toast } from '../../lib/toast-store';
import { EditorContextMenu, type MenuChoice, type MenuState } from './editor-context-menu';
import { dropTargets, pitchHandleName, positionName, useEditorDnd } from './editor-dnd';
import {
  documentFromFormation,
  documentOf,
  type EditorAction,
  type EditorState,
  editorReducer,
  newDocument,
  stateFromDocument,
} from './editor-document';
import {
  browserStorage,
  clearDraft,
  documentFingerprint,
  draftKey,
  type EditorDocument,
  readDraft,
  writeDraft,
} from './editor-draft';
import { PlayerBox } from './editor-panels';
import { availablePlayers, placeOf } from './editor-placement';
import { layoutShape } from './editor-shape-layout';
import { DetailsPanel, type MatchOption, NotesField, SetupPanel } from './editor-side-panels';
import {
  DRAG_HELP_ID,
  dragOverlay,
  EditorDragSource,
  PitchTokenHandle,
  playerLabel,
  type TokenActions,
} from './editor-tokens';
import { isFormationChanged, saveBodyOf, useSaveFormation } from './formation-editor-api';

// The formation editor itself (spec 001 §2.2, §4.1, §4.2, §5): the left panel (shape, available players,
// name, match, period, Save, Load Template), the pitch, the Bench and Unavailable boxes and the notes.
// One reducer holds what is edited; drags, taps, keys and the menu all dispatch to it. What is not saved
// is kept on this device (editor-draft.ts) until it is saved or discarded.

const loadDialogs = () => import('./editor-dialogs');
const dialogLoadFailed = {
  title: 'Could not open the dialog',
  description: 'Check your connection, then try again.',
  variant: 'destructive',
} as const;

export type EditorAddress = { formationId: number | null; matchId: number | null; quarter: number | null };

/** "vs Riverside Rooks · Sat 12 Apr" (spec: the match selector's labels). */
export function matchLabel(match: Pick<Match, 'opponentName' | 'matchDate'>): string {
  return `vs ${match.opponentName ?? 'TBD'} · ${formatMatchDay(match.matchDate) ?? 'Date TBD'}`;
}

function editorPath(teamId: string | null, query: Record<string, number | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, String(value));
  const search = params.toString();
  return `${teamPagePath(teamId, 'formation-editor')}${search ? `?${search}` : ''}`;
}

/** The viewer's link for a saved formation: its match and period, and the formation. */
export function viewerPath(teamId: string | null, formation: Pick<Formation, 'id' | 'matchId' | 'quarter'>) {
  const params = new URLSearchParams();
  if (formation.matchId !== null) {
    params.set('match', String(formation.matchId));
    params.set('quarter', String(formation.quarter));
  }
  params.set('formationId', String(formation.id));
  return `${teamPagePath(teamId, 'formation-viewer')}?${params.toString()}`;
}

/** `list`, or the list given last time when it holds the same items in the same order. */
function useSameList<T>(list: readonly T[]): readonly T[] {
  const last = useRef(list);
  const same = last.current.length === list.length && last.current.every((item, i) => item === list[i]);
  if (!same) last.current = list;
  return last.current;
}

// ---- A polite live region for what the editor does without a drag (taps, keys, the menu) ----

function createAnnouncer() {
  let message = '';
  const listeners = new Set<() => void>();
  return {
    announce(text: string) {
      // The same words twice in a row are still read: a space makes the text new.
      message = message === text ? `${text} ` : text;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => message,
  };
}
type Announcer = ReturnType<typeof createAnnouncer>;

function LiveRegion({ announcer }: { announcer: Announcer }) {
  const message = useSyncExternalStore(announcer.subscribe, announcer.get, announcer.get);
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}

// ---- The pitch as a drop target ----

const EditorPitch = memo(function EditorPitch({
  players,
  label,
  renderToken,
  surfaceRef,
  onSurfaceClick,
  ringRef,
}: {
  players: readonly PitchPlayer[];
  label: string;
  renderToken: (player: PitchPlayer, token: ReactNode) => ReactNode;
  surfaceRef: RefObject<HTMLDivElement | null>;
  onSurfaceClick: (event: MouseEvent<HTMLDivElement>) => void;
  ringRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div className="relative mx-auto w-full max-w-[600px] lg:mx-0">
      <Pitch
        players={players}
        size="editor"
        label={label}
        renderToken={renderToken}
        ref={surfaceRef}
        surfaceProps={{ onClick: onSurfaceClick }}
      />
      {/* The ring that shows a drop would land on the pitch: an element of its own, so showing it
          restyles nothing else (the pitch is a size container: a change of its own style would have
          the browser restyle and lay out every token in it, as a player is picked up). */}
      <div
        ref={ringRef}
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-xl opacity-0 ring-4 ring-green-500/60 transition-opacity data-[over]:opacity-100"
      />
    </div>
  );
});

/**
 * The pitch's surface as dnd-kit's drop target, apart from the Pitch: the drag state changes several
 * times as a player is picked up, and only this (which draws nothing) hears it; the pitch, its markings
 * and its tokens stay as they are. Being over it shows the ring (data-over).
 */
function PitchDropTarget({
  surfaceRef,
  ringRef,
}: {
  surfaceRef: RefObject<HTMLDivElement | null>;
  ringRef: RefObject<HTMLDivElement | null>;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: 'pitch' });
  useLayoutEffect(() => {
    setNodeRef(surfaceRef.current);
  }, [setNodeRef, surfaceRef]);
  useLayoutEffect(() => {
    ringRef.current?.toggleAttribute('data-over', isOver);
  }, [isOver, ringRef]);
  return null;
}

/**
 * Where the drop targets are (the pitch, the boxes, the list) is measured as a player is pressed (just
 * after the press is painted), when nothing on the page has just changed, rather than as the drag starts (dnd-kit's BeforeDragging): a measure then would wait for
 * the browser to lay out what picking him up has changed, and redraw twice more, on the way to the first
 * frame of the drag. The rectangles follow any scrolling.
 */
const measuring = { droppable: { strategy: MeasuringStrategy.BeforeDragging } };
/**
 * Scrolling near an edge stays (a phone's bench may be below the screen); the compensation for a page
 * whose layout moves as a player is picked up goes, as nothing moves here, and it measured the player
 * once more on the way to the drag's first frame.
 */
const autoScroll = { layoutShiftCompensation: false } as const;

function MeasureOnPress() {
  const { measureDroppableContainers } = useDndContext();
  const measure = useRef(measureDroppableContainers);
  measure.current = measureDroppableContainers;
  useEffect(() => {
    const onPress = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== ' ' && event.key !== 'Enter') return;
      // The targets by name: measured, dnd-kit's queue empties (named none, it stays, and the drag would
      // measure them all again as it starts).
      if (!(event.target instanceof Element && event.target.closest('[data-player-handle]'))) return;
      // Measured just after the press is painted, its redraws are not part of the press's own frame. A
      // mouse or a finger only becomes a drag after a move (4 px) or a hold; Space's drag reaches dnd-kit
      // after its pick-up is painted (editor-sensors.ts), and this, posted first, runs first.
      requestAnimationFrame(() => setTimeout(() => measure.current([...dropTargets]), 0));
    };
    window.document.addEventListener('pointerdown', onPress, true);
    window.document.addEventListener('keydown', onPress, true);
    return () => {
      window.document.removeEventListener('pointerdown', onPress, true);
      window.document.removeEventListener('keydown', onPress, true);
    };
  }, []);
  return null;
}

/** What follows the pointer: drawn by `dragOverlay` (editor-tokens.tsx), never redrawn by React. */
function EditorDragOverlay() {
  return (
    <div
      aria-hidden="true"
      ref={dragOverlay.attachFrame}
      className="invisible pointer-events-none fixed top-0 left-0 z-[999] size-0"
    >
      <span
        ref={dragOverlay.attachShirt}
        className="absolute -top-[22px] -left-[22px] flex size-11 items-center justify-center rounded-full bg-blue-600 text-base font-bold text-white shadow-lg ring-2 ring-white will-change-transform [contain:strict]"
      />
    </div>
  );
}

// ---- The editor ----

type Session = {
  key: string;
  baseline: EditorDocument;
  baseVersion: number | null;
  initial: EditorState;
  restored: boolean;
};

function openSession(options: {
  teamId: string | null;
  address: EditorAddress;
  formation: Formation | null;
  matches: readonly Match[];
  knownIds: ReadonlySet<number>;
}): Session {
  const { teamId, address, formation, matches, knownIds } = options;
  const key = draftKey({ teamId, ...address });
  let start: EditorState;
  if (formation) {
    start = stateFromDocument(documentFromFormation(formation), knownIds);
  } else {
    start = stateFromDocument(newDocument({ matchId: null, quarter: 1 }));
    const match = matches.find((row) => row.id === address.matchId);
    if (match) {
      const periods = totalPeriods(match);
      // A new plan for a match's period starts with the match's unavailable players (spec 001 §4.2).
      start = editorReducer(start, {
        type: 'setMatch',
        matchId: match.id,
        periods,
        unavailable: match.unavailablePlayerIds.filter((id) => knownIds.has(id)),
      });
      const quarter = address.quarter ?? 1;
      start = editorReducer(start, { type: 'setQuarter', quarter: quarter <= periods ? quarter : 1 });
    }
  }
  const baseline = documentOf(start);
  const version = formation?.version ?? null;
  const storage = browserStorage();
  const draft = readDraft(storage, key);
  if (draft && documentFingerprint(draft.document) !== documentFingerprint(baseline)) {
    return {
      key,
      baseline,
      baseVersion: draft.baseVersion,
      initial: stateFromDocument(draft.document, knownIds),
      restored: true,
    };
  }
  if (draft) clearDraft(storage, key);
  return { key, baseline, baseVersion: version, initial: start, restored: false };
}

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
};

/**
 * What dnd-kit's context (above the editor) and the editor share without either redrawing the other:
 * the editor's latest state, its dispatch and the pitch's surface.
 */
type DndBridge = {
  stateRef: { current: EditorState | null };
  dispatchRef: { current: Dispatch<EditorAction> };
  dispatch: Dispatch<EditorAction>;
  surfaceRef: RefObject<HTMLDivElement | null>;
};

function createDndBridge(): DndBridge {
  const dispatchRef: DndBridge['dispatchRef'] = { current: () => undefined };
  return {
    stateRef: { current: null },
    dispatchRef,
    dispatch: (action) => dispatchRef.current(action),
    surfaceRef: { current: null },
  };
}

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

function EditorDndContext({
  bridge,
  playersById,
  children,
}: {
  bridge: DndBridge;
  playersById: ReadonlyMap<number, Player>;
  children: ReactNode;
}) {
  const dnd = useEditorDnd({
    stateRef: bridge.stateRef,
    playersById,
    dispatch: bridge.dispatch,
    pitchRef: bridge.surfaceRef,
  });
  return (
    <DndContext
      id={DRAG_HELP_ID}
      sensors={dnd.sensors}
      collisionDetection={dnd.collisionDetection}
      accessibility={dnd.accessibility}
      measuring={measuring}
      onDragStart={dnd.onDragStart}
      onDragEnd={dnd.onDragEnd}
      onDragCancel={dnd.onDragCancel}
      onDragAbort={dnd.onDragAbort}
      autoScroll={autoScroll}
    >
      {children}
    </DndContext>
  );
}

function EditorWorkspace({
  teamId,
  address,
  players,
  matches,
  formations,
  formation,
  playersById,
  bridge,
}: WorkspaceProps & { playersById: ReadonlyMap<number, Player>; bridge: DndBridge }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const knownIds = useMemo(() => new Set(players.map((player) => player.id)), [players]);
  const [session] = useState(() => openSession({ teamId, address, formation, matches, knownIds }));
  const [state, dispatch] = useReducer(editorReducer, session.initial);
  bridge.stateRef.current = state;
  bridge.dispatchRef.current = dispatch;
  const [baseline, setBaseline] = useState(session.baseline);
  const [baseVersion, setBaseVersion] = useState(session.baseVersion);
  const [restored, setRestored] = useState(session.restored);
  const isEditing = address.formationId !== null;
  // A copy the library made is not what its period shows until it is saved here (decision 022).
  const [isUnplannedCopy, setIsUnplannedCopy] = useState(
    formation !== null && formation.matchId !== null && formation.plannedAt === null,
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const [announcer] = useState(createAnnouncer);
  const [isTouch] = useState(isTouchDevice);

  const document = useMemo(() => documentOf(state), [state]);
  const fingerprint = useMemo(() => documentFingerprint(document), [document]);
  const baselineFingerprint = useMemo(() => documentFingerprint(baseline), [baseline]);
  const isDirty = fingerprint !== baselineFingerprint;

  // ---- Kept on this device until saved ----
  // Written just after the change is on screen (after its frame is painted: local storage is
  // synchronous), and at once if the editor goes away first.
  const pendingDraft = useRef<(() => void) | null>(null);
  useEffect(() => {
    const storage = browserStorage();
    const hadPending = pendingDraft.current !== null;
    pendingDraft.current = () => {
      pendingDraft.current = null;
      if (isDirty) writeDraft(storage, session.key, { document, baseVersion, savedAt: Date.now() });
      else clearDraft(storage, session.key);
    };
    if (!hadPending) afterPaint(() => pendingDraft.current?.());
  }, [isDirty, document, baseVersion, session.key]);
  useEffect(() => () => pendingDraft.current?.(), []);

  // ---- Leaving with changes not saved asks first ----
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;
  const allowLeaving = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string; search: string };
        nextLocation: { pathname: string; search: string };
      }) =>
        dirtyRef.current &&
        !allowLeaving.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [],
    ),
  );
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  // ---- Dialogs, loaded when idle ----
  const dialogs = useIdleModule(loadDialogs);
  const [dialog, setDialog] = useState<'none' | 'template' | 'arrange'>('none');
  const openDialog = useCallback(
    (name: 'template' | 'arrange') => {
      if (loadedModule(loadDialogs)) setDialog(name);
      else
        dialogs.ensure().then(
          () => setDialog(name),
          () => toast(dialogLoadFailed),
        );
    },
    [dialogs.ensure],
  );
  useEffect(() => {
    if (blocker.state === 'blocked') void dialogs.ensure().catch(() => blocker.proceed?.());
  }, [blocker, dialogs.ensure]);

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
    [announcer, nameOf],
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
    [announcer, moveTo, nameOf],
  );

  // ---- Taps on the pitch and the boxes ----
  const surfaceRef = bridge.surfaceRef;
  const ringRef = useRef<HTMLDivElement | null>(null);
  const onSurfaceClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const selected = stateRef.current.placement.selectedId;
      if (selected === null) return;
      const rect = event.currentTarget.getBoundingClientRect();
      const at = pointToPercent(rect, event.clientX, event.clientY);
      dispatch({ type: 'place', playerId: selected, x: at.x, y: at.y });
      const label = positionLabel(at.x, at.y);
      announcer.announce(`${nameOf(selected)} placed at ${label}, ${positionName(label)}.`);
    },
    [announcer, nameOf],
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
  }, []);

  // Escape lets go of a selected player.
  const selectedId = placement.selectedId;
  useEffect(() => {
    if (selectedId === null || menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'deselect' });
    };
    window.document.addEventListener('keydown', onKeyDown);
    return () => window.document.removeEventListener('keydown', onKeyDown);
  }, [selectedId, menu]);

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
  }, [announcer, players]);
  const onShapeChange = useCallback(
    (value: string) => {
      if (!isFormationShape(value)) return;
      dispatch({ type: 'setShape', shape: value });
      const current = stateRef.current.placement;
      if (current.positions.length > 0) openDialog('arrange');
      else if (availablePlayers(players, current).length > 0) {
        setOffered(true);
        announcer.announce(`Shape ${value}. Lay Out Players places the available players in it.`);
      }
    },
    [announcer, openDialog, players],
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
    [isEditing, knownIds, matches],
  );

  // ---- Templates ----
  const templateOptions = useMemo(() => {
    const labels = new Map(matchOptions.map((option) => [option.id, option.label]));
    return formations
      .filter((row) => row.id !== address.formationId)
      .map((row) => {
        const rowMatch = row.matchId === null ? undefined : labels.get(row.matchId);
        return {
          formation: row,
          context: rowMatch ? `${rowMatch} · P${row.quarter}` : 'Practice formation',
        };
      });
  }, [formations, matchOptions, address.formationId]);
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
    [knownIds],
  );

  // ---- Save ----
  const save = useSaveFormation(teamId);
  const nameRef = useRef<HTMLInputElement>(null);
  const saveButtonRef = useRef<HTMLButtonElement>(null);
  const justSaved = (location.state as { saved?: boolean } | null)?.saved === true;
  useEffect(() => {
    if (justSaved) saveButtonRef.current?.focus({ preventScroll: true });
  }, [justSaved]);

  const reloadLatest = useCallback(async () => {
    if (address.formationId === null) return;
    await queryClient.refetchQueries({ queryKey: teamFormationsKey(teamId) });
    const latest = queryClient
      .getQueryData<Formation[]>(teamFormationsKey(teamId))
      ?.find((row) => row.id === address.formationId);
    clearDraft(browserStorage(), session.key);
    if (!latest) {
      toast({
        title: 'Formation Not Found',
        description: 'The selected formation could not be found. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    const latestDocument = documentOf(stateFromDocument(documentFromFormation(latest), knownIds));
    setBaseline(latestDocument);
    setBaseVersion(latest.version);
    setRestored(false);
    dispatch({ type: 'loadDocument', document: latestDocument, knownIds });
  }, [address.formationId, knownIds, queryClient, session.key, teamId]);

  const saveNow = () => {
    const current = documentOf(stateRef.current);
    if (!current.name.trim()) {
      // Spec 001 §5: no call without a name.
      toast({ title: 'Error', description: 'Please enter a formation name', variant: 'destructive' });
      nameRef.current?.focus();
      return;
    }
    const sent = documentFingerprint(current);
    save.mutate(
      { formationId: address.formationId, body: saveBodyOf(current, isEditing ? baseVersion : null) },
      {
        onSuccess: (saved) => {
          const savedDocument = documentOf(stateFromDocument(documentFromFormation(saved), knownIds));
          clearDraft(browserStorage(), session.key);
          setBaseline(savedDocument);
          setBaseVersion(saved.version);
          setIsUnplannedCopy(false);
          setRestored(false);
          dirtyRef.current = documentFingerprint(documentOf(stateRef.current)) !== sent;
          // What the server keeps (a trimmed name or notes) becomes what is shown, unless the coach has
          // changed something while it saved.
          if (!dirtyRef.current) dispatch({ type: 'loadDocument', document: savedDocument, knownIds });
          toast({
            title: 'Success',
            description: 'Formation saved successfully',
            variant: 'success',
            action: {
              label: 'View',
              altText: 'View the saved formation',
              onClick: () => navigate(viewerPath(teamId, saved)),
            },
          });
          if (address.formationId === null) {
            // Now it is saved: its own address, so a reload opens it for editing.
            allowLeaving.current = true;
            navigate(
              editorPath(teamId, {
                match: saved.matchId,
                quarter: saved.matchId === null ? null : saved.quarter,
                formationId: saved.id,
              }),
              { replace: true, state: { saved: true } },
            );
          }
        },
        onError: (error) => {
          if (isFormationChanged(error)) {
            toast({
              title: 'Formation Changed',
              description: 'This formation was changed by someone else. Reload to see the latest.',
              variant: 'destructive',
              duration: 15000,
              action: {
                label: 'Reload',
                altText: 'Reload the formation',
                onClick: () => void reloadLatest(),
              },
            });
          } else {
            toastFailure(error, 'Failed to save formation');
          }
        },
      },
    );
  };

  const saveRef = useRef(saveNow);
  saveRef.current = saveNow;
  const onSave = useCallback(() => saveRef.current(), []);
  const onLoadTemplate = useCallback(() => openDialog('template'), [openDialog]);
  const onTemplateOpenChange = useCallback((open: boolean) => setDialog(open ? 'template' : 'none'), []);
  // The dialogs' handlers keep their identity, so a drop or a keystroke does not redraw the dialogs.
  const onArrangeOpenChange = useCallback((open: boolean) => setDialog(open ? 'arrange' : 'none'), []);
  const onArrange = useCallback(() => {
    layOut();
    setDialog('none');
  }, [layOut]);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const onStay = useCallback(() => blockerRef.current.reset?.(), []);
  const onLeave = useCallback(() => {
    clearDraft(browserStorage(), session.key);
    blockerRef.current.proceed?.();
  }, [session.key]);

  const discardDraft = () => {
    clearDraft(browserStorage(), session.key);
    dispatch({ type: 'loadDocument', document: baseline, knownIds });
    // The changes restored were made on the version the draft remembers; without them, the one loaded.
    if (session.restored) setBaseVersion(formation?.version ?? null);
    setRestored(false);
    announcer.announce('Unsaved changes discarded.');
  };

  const selectedPlayer = selectedId === null ? null : (playersById.get(selectedId) ?? null);
  const hint = selectedPlayer
    ? `${playerLabel(selectedPlayer)} selected: tap the pitch to place them, or tap the Bench or Unavailable box.`
    : isTouch
      ? 'Tap a player to select, then tap the pitch to place them'
      : 'Drag and drop players to position them on the pitch';

  const _shapeId = 'editor-shape';
  const _matchId = 'editor-match';

  return (
    <>
      <EditorDragSource />
      {/* Pinned to the bottom of the screen rather than put above the editor: it appears once the draft
          is read, after a reload that has already put the page back where it was scrolled, and pushing
          the editor down then would move everything under the coach's thumb. */}
      {restored ? (
        <div
          role="status"
          className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 shadow-lg sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2">
            <RotateCcw className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <strong className="font-semibold">Restored your unsaved changes</strong>, kept on this device
              since you last worked on this formation. Save to keep them, or discard them.
            </span>
          </p>
          <Button variant="outline" size="sm" onClick={discardDraft}>
            Discard
          </Button>
        </div>
      ) : null}
      {/* One column below lg that never grows past the screen: the available players' row scrolls
          sideways inside it rather than widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <SetupPanel
          shape={state.shape}
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
            label={`Pitch, ${state.shape}: ${pitchPlayers.length} ${pitchPlayers.length === 1 ? 'player' : 'players'} placed`}
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
          isEditing={isEditing}
          isUnplannedCopy={isUnplannedCopy}
          isDirty={isDirty}
          isSaving={save.isPending}
          dispatch={dispatch}
          onMatchChange={onMatchChange}
          onSave={onSave}
          onLoadTemplate={onLoadTemplate}
          nameRef={nameRef}
          saveButtonRef={saveButtonRef}
        />
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
      {dialogs.module ? (
        <>
          <dialogs.module.TemplateDialog
            open={dialog === 'template'}
            onOpenChange={onTemplateOpenChange}
            options={templateOptions}
            onLoad={loadTemplate}
          />
          <dialogs.module.ArrangeDialog
            open={dialog === 'arrange'}
            onOpenChange={onArrangeOpenChange}
            shape={state.shape}
            onPitch={placement.positions.length}
            onArrange={onArrange}
          />
          <dialogs.module.LeaveDialog open={blocker.state === 'blocked'} onStay={onStay} onLeave={onLeave} />
        </>
      ) : null}
    </>
  );
}
