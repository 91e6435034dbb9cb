import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import type { TeamFormat } from '../../../shared/domain/formation-shapes';
import { totalPeriods } from '../../../shared/domain/match-periods';
import { afterPaint } from '../../lib/after-paint';
import {
  documentFromFormation,
  documentOf,
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
import type { EditorAddress } from './editor-paths';

// What the editor edits, against what is saved: the reducer's state, the document it was opened with or
// last saved (the baseline) and its version, and the draft this device keeps of the changes until they
// are saved or discarded (editor-draft.ts).

type Session = {
  key: string;
  baseline: EditorDocument;
  baseVersion: number | null;
  initial: EditorState;
  restored: boolean;
};

type SessionOptions = {
  teamId: string | null;
  /** The team's format: a new formation starts in its default shape. */
  format?: TeamFormat;
  address: EditorAddress;
  formation: Formation | null;
  matches: readonly Match[];
  knownIds: ReadonlySet<number>;
};

/** What the editor starts from: the formation or a new one, or the draft this device kept of it. */
export function openSession(options: SessionOptions): Session {
  const { teamId, address, formation, matches, knownIds, format } = options;
  const key = draftKey({ teamId, ...address });
  let start: EditorState;
  if (formation) {
    start = stateFromDocument(documentFromFormation(formation), knownIds);
  } else {
    start = stateFromDocument(newDocument({ matchId: null, quarter: 1, format }));
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

/** The editor's document: its state and dispatch, whether it differs from what is saved, and its draft. */
export function useEditorDocument({
  teamId,
  address,
  formation,
  matches,
  players,
  format,
}: {
  teamId: string | null;
  format: TeamFormat;
  address: EditorAddress;
  /** The saved formation being edited, or null for a new one. */
  formation: Formation | null;
  matches: readonly Match[];
  players: readonly Player[];
}) {
  const knownIds = useMemo(() => new Set(players.map((player) => player.id)), [players]);
  const [session] = useState(() => openSession({ teamId, address, formation, matches, knownIds, format }));
  const [state, dispatch] = useReducer(editorReducer, session.initial);
  const [baseline, setBaseline] = useState(session.baseline);
  const [baseVersion, setBaseVersion] = useState(session.baseVersion);
  const [restored, setRestored] = useState(session.restored);
  // A copy the library made is not what its period shows until it is saved here (decision 022).
  const [isUnplannedCopy, setIsUnplannedCopy] = useState(
    formation !== null && formation.matchId !== null && formation.plannedAt === null,
  );
  const stateRef = useRef(state);
  stateRef.current = state;

  const document = useMemo(() => documentOf(state), [state]);
  const fingerprint = useMemo(() => documentFingerprint(document), [document]);
  const baselineFingerprint = useMemo(() => documentFingerprint(baseline), [baseline]);
  const isDirty = fingerprint !== baselineFingerprint;
  /** Whether there are changes not saved, as of the last render or the last save's answer. */
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;

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

  const forgetDraft = useCallback(() => clearDraft(browserStorage(), session.key), [session.key]);

  /** A formation as the server keeps it, as the editor's document. */
  const documentFrom = useCallback(
    (saved: Formation) => documentOf(stateFromDocument(documentFromFormation(saved), knownIds)),
    [knownIds],
  );

  /**
   * The save of the document whose fingerprint was `sent` came back: what the server keeps (a trimmed
   * name or notes) becomes what is shown, unless the coach has changed something while it saved.
   */
  const adoptSaved = useCallback(
    (saved: Formation, sent: string) => {
      const savedDocument = documentFrom(saved);
      forgetDraft();
      setBaseline(savedDocument);
      setBaseVersion(saved.version);
      setIsUnplannedCopy(false);
      setRestored(false);
      dirtyRef.current = documentFingerprint(documentOf(stateRef.current)) !== sent;
      if (!dirtyRef.current) dispatch({ type: 'loadDocument', document: savedDocument, knownIds });
    },
    [documentFrom, forgetDraft, knownIds],
  );

  /** Someone else saved it: their version replaces the coach's changes. */
  const adoptLatest = useCallback(
    (latest: Formation) => {
      const latestDocument = documentFrom(latest);
      setBaseline(latestDocument);
      setBaseVersion(latest.version);
      setRestored(false);
      dispatch({ type: 'loadDocument', document: latestDocument, knownIds });
    },
    [documentFrom, knownIds],
  );

  /** The coach keeps their version over a newer one saved elsewhere: their next save is made on it. */
  const rebase = useCallback((version: number) => setBaseVersion(version), []);

  const discard = useCallback(() => {
    forgetDraft();
    dispatch({ type: 'loadDocument', document: baseline, knownIds });
    // The changes restored were made on the version the draft remembers; without them, the one loaded.
    if (session.restored) setBaseVersion(formation?.version ?? null);
    setRestored(false);
  }, [baseline, forgetDraft, formation?.version, knownIds, session.restored]);

  return {
    state,
    dispatch,
    /** The latest state, for handlers that keep their identity. */
    stateRef,
    /** Where this device keeps the changes (and a save's version until the server has it). */
    draftKey: session.key,
    knownIds,
    isDirty,
    dirtyRef,
    /** The document on screen as one text (editor-draft.ts's documentFingerprint). */
    fingerprint,
    baseVersion,
    /** The changes on screen were restored from this device's draft. */
    restored,
    isUnplannedCopy,
    forgetDraft,
    adoptSaved,
    adoptLatest,
    rebase,
    discard,
  };
}

export type EditorDocumentState = ReturnType<typeof useEditorDocument>;
