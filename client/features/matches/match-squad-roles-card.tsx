import { Check, Copy, Plus, RotateCw } from 'lucide-react';
import { type ComponentType, memo, type Ref, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { type SquadRoleType, squadRoleLabels, squadRoleTypes } from '../../../shared/domain/squad-roles';
import { SetPiecePicker } from '../../components/set-piece-picker';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { DialogsOnDemand } from '../../components/ui/dialog-on-demand';
import { NativeSelect } from '../../components/ui/native-select';
import { lazyComponent, OnDemand, useLoadWhenIdle } from '../../components/ui/on-demand';
import { useMediaQuery } from '../../lib/use-media-query';
import { type RoleListInput, useChangeRoleList, useInitializeSquadRoles } from './match-day-api';
import {
  addCandidates,
  addToRoleList,
  moveInRoleList,
  playerLabel,
  removeFromRoleList,
  roleList,
  rolesAreSet,
  shownPlayerIds,
  stepInRoleList,
  visibleIds,
} from './match-day-logic';
import { MatchDayCardHeader, type MatchDayCardProps, PlayerTag } from './match-day-parts';
import { lowerLabel, type RoleActions, TakerList, type TakerListProps } from './match-role-rows';

// Drag and drop and the Reset confirmation load apart from the page, fetched when the browser is idle and
// only for editors (decision 048): parents never need them, and a coach's lists draw without waiting.
const SortableTakerList = lazyComponent(() =>
  import('./match-role-sortable').then((module) => module.SortableTakerList),
);
const sortableSteps = [SortableTakerList.preload];
const ConfirmDialog = lazyComponent(() =>
  import('../../components/ui/confirm-dialog').then((module) => module.ConfirmDialog),
);
const confirmSteps = [ConfirmDialog.preload];

/** The list with drag and drop, drawn as the plain list until its code is here, or if it cannot come. */
function TakerListOnDemand(props: TakerListProps) {
  return (
    <OnDemand fallback={<TakerList {...props} />} failure={() => <TakerList {...props} />}>
      <SortableTakerList {...props} />
    </OnDemand>
  );
}

type ListProps = {
  matchId: number;
  roleType: SquadRoleType;
  /** The stored order, unavailable players included. */
  stored: readonly number[];
  shown: ReadonlySet<number>;
  playersById: ReadonlyMap<number, Player>;
};

/** A list's heading with its count. Focus lands here when the row that had it is removed. */
function ListHeading({
  id,
  roleType,
  count,
  headingRef,
}: {
  id: string;
  roleType: SquadRoleType;
  count: number;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <h3
      id={id}
      ref={headingRef}
      tabIndex={headingRef ? -1 : undefined}
      className="flex items-baseline justify-between gap-2 font-semibold text-slate-900 outline-none"
    >
      {squadRoleLabels[roleType]}{' '}
      <span className="text-sm font-normal text-slate-600">
        {count === 1 ? '1 taker' : `${count} takers`}
      </span>
    </h3>
  );
}

/** Unavailable takers are hidden, not removed: the list says so, so the count adds up. */
function HiddenNote({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="mt-2 text-xs text-slate-600">
      {count === 1
        ? '1 unavailable player is hidden and keeps their place.'
        : `${count} unavailable players are hidden and keep their places.`}
    </p>
  );
}

function EmptyList({ hasHidden }: { hasHidden: boolean }) {
  return (
    <p className="mt-2 rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">
      {hasHidden ? 'No available takers.' : 'No takers yet.'}
    </p>
  );
}

// ---- Read only ----

const ReadOnlyRoleList = memo(function ReadOnlyRoleList({
  matchId,
  roleType,
  stored,
  shown,
  playersById,
}: ListProps) {
  const headingId = `match-role-${matchId}-${roleType}`;
  const takers = visibleIds(stored, shown).flatMap((id) => playersById.get(id) ?? []);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-3">
      <ListHeading id={headingId} roleType={roleType} count={takers.length} />
      {takers.length === 0 ? (
        <EmptyList hasHidden={stored.length > 0} />
      ) : (
        <ol className="mt-2 grid grid-cols-1 gap-1" aria-labelledby={headingId}>
          {takers.map((player, index) => (
            <li
              key={player.id}
              className="flex min-h-11 items-center gap-2 rounded-lg bg-green-50 px-2 ring-1 ring-green-100"
            >
              <span className="w-5 shrink-0 text-right text-sm font-semibold text-slate-600 tabular-nums">
                {index + 1}
              </span>
              <PlayerTag player={player} />
            </li>
          ))}
        </ol>
      )}
      <HiddenNote count={stored.length - takers.length} />
    </section>
  );
});

// ---- Editing ----

/** Picks an available player not yet in the list and adds them last. */
function AddTaker({
  roleType,
  candidates,
  actions,
}: {
  roleType: SquadRoleType;
  candidates: readonly Player[];
  actions: RoleActions;
}) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const list = lowerLabel(roleType);
  const isOffered = candidates.some((player) => String(player.id) === chosen);
  if (candidates.length === 0) {
    return (
      <p className="mt-3 rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">No available players</p>
    );
  }
  return (
    <form
      className="mt-3 flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isOffered) return;
        actions.add(roleType, Number(chosen));
        setChosen('');
      }}
    >
      <label htmlFor={id} className="sr-only">{`Player to add to ${list}`}</label>
      <NativeSelect
        id={id}
        className="min-w-0 flex-1"
        value={isOffered ? chosen : ''}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value="">Choose a player</option>
        {candidates.map((player) => (
          <option key={player.id} value={player.id}>
            {playerLabel(player)}
          </option>
        ))}
      </NativeSelect>
      <Button
        type="submit"
        variant="outline"
        aria-label={`Add player to ${list}`}
        aria-disabled={!isOffered || undefined}
      >
        <Plus aria-hidden />
        Add
      </Button>
    </form>
  );
}

const EditableRoleList = memo(function EditableRoleList({
  matchId,
  roleType,
  stored,
  shown,
  playersById,
  unavailableIds,
  allPlayers,
  actions,
  TakerList,
}: ListProps & {
  unavailableIds: readonly number[];
  allPlayers: readonly Player[];
  actions: RoleActions;
  /** Drag and drop's rows once they have arrived, else the plain ones. */
  TakerList: ComponentType<TakerListProps>;
}) {
  const headingId = `match-role-${matchId}-${roleType}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = visibleIds(stored, shown);
  const takers = ids.flatMap((id) => playersById.get(id) ?? []);
  const candidates = addCandidates(allPlayers, stored, unavailableIds);
  const focusHeading = () => headingRef.current?.focus();

  return (
    <section
      aria-labelledby={headingId}
      // On a phone the list is alone under its picker: no frame, so the names keep their room.
      className="min-w-0 max-lg:px-0.5 lg:rounded-xl lg:border lg:border-slate-200 lg:p-3"
    >
      <ListHeading id={headingId} roleType={roleType} count={takers.length} headingRef={headingRef} />
      {takers.length === 0 ? (
        <EmptyList hasHidden={stored.length > 0} />
      ) : (
        <TakerList
          roleType={roleType}
          headingId={headingId}
          ids={ids}
          takers={takers}
          actions={actions}
          onRemoved={focusHeading}
        />
      )}
      <HiddenNote count={stored.length - takers.length} />
      <AddTaker roleType={roleType} candidates={candidates} actions={actions} />
    </section>
  );
});

// ---- The card ----

/**
 * 'Copy from Squad' while the match has no lists; 'Reset from Squad', after asking, once it has. One
 * button for both, so focus stays on it when the copy turns it into Reset.
 */
function InitializeButton({
  match,
  players,
  teamId,
}: {
  match: Match;
  players: readonly Player[];
  teamId: string | null;
}) {
  const { write, isPending } = useInitializeSquadRoles(teamId, match.id, players);
  const [isConfirming, setConfirming] = useState(false);
  const isSet = rolesAreSet(match);
  const hasConfirmCode = useLoadWhenIdle(confirmSteps, { enabled: isSet });
  const onClick = () => {
    if (isSet) setConfirming(true);
    else write(null);
  };
  const isCopying = isPending && !isConfirming;
  return (
    <>
      <Button variant="outline" isLoading={isCopying} onClick={onClick}>
        {isCopying ? null : isSet ? <RotateCw aria-hidden /> : <Copy aria-hidden />}
        {isCopying ? 'Copying...' : isSet ? 'Reset from Squad' : 'Copy from Squad'}
      </Button>
      {hasConfirmCode || isConfirming ? (
        <DialogsOnDemand
          isOpen={isConfirming}
          isCodeHere={hasConfirmCode}
          onClose={() => setConfirming(false)}
          failureTitle="Could not open the confirmation"
        >
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={setConfirming}
            title="Reset squad roles from the squad?"
            description="This match's four set-piece lists are replaced by the squad's current takers. Changes made for this match are lost."
            confirmLabel="Reset from Squad"
            pendingLabel="Resetting..."
            isPending={isPending}
            onConfirm={() => write(null, { onSuccess: () => setConfirming(false) })}
          />
        </DialogsOnDemand>
      ) : null}
    </>
  );
}

/**
 * "Saving..." while the list changes are on their way (they run one after another, so the last one's
 * state is theirs), then a quiet "Squad roles updated successfully" (the spec's words); read out politely.
 */
function SaveStatus({ writing, saved }: { writing: boolean; saved: boolean }) {
  return (
    <p role="status" className="flex h-5 items-center gap-1.5 text-sm text-slate-600">
      {writing ? (
        'Saving...'
      ) : saved ? (
        <>
          <Check className="size-4 text-green-700" aria-hidden />
          Squad roles updated successfully
        </>
      ) : null}
    </p>
  );
}

/**
 * The match's own set-piece lists (spec 001 §4.6): penalties, corners, attacking and defensive free
 * kicks, in priority order. Unavailable players are hidden but keep their stored places. Coaches add,
 * remove and reorder (drag, Space and arrows, or the up and down buttons); every change sends the whole
 * list, shows at once and is put back if the server refuses it. On a phone one list at a time, picked
 * above it; on wide screens all four. Parents and players read the lists.
 */
export const MatchSquadRolesCard = memo(function MatchSquadRolesCard({
  match,
  players,
  canEdit,
  teamId,
}: MatchDayCardProps) {
  const headingId = `match-roles-heading-${match.id}`;
  const shown = shownPlayerIds(players, match.unavailablePlayerIds);
  const playersById = new Map(players.map((player) => [player.id, player]));
  const isSet = rolesAreSet(match);

  return (
    <Card>
      <MatchDayCardHeader
        id={headingId}
        title="Squad Roles"
        description={
          canEdit
            ? 'Set-piece takers for this match, first choice first. Drag a player by the name, or use the arrows.'
            : 'Set-piece takers for this match, first choice first.'
        }
        action={canEdit ? <InitializeButton match={match} players={players} teamId={teamId} /> : undefined}
      />
      <CardContent inset="compact" className="@container">
        {isSet ? null : (
          <p className="mb-3 rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-700">
            <span className="font-medium text-slate-900">No squad roles set for this match</span>
            {canEdit ? (
              <span className="block text-slate-600">
                Copy the squad's takers, or add players to each list below.
              </span>
            ) : null}
          </p>
        )}
        {canEdit ? (
          <EditableRoles
            match={match}
            players={players}
            teamId={teamId}
            shown={shown}
            playersById={playersById}
          />
        ) : isSet ? (
          <div className="grid grid-cols-1 gap-3 @2xl:grid-cols-2">
            {squadRoleTypes.map((roleType) => (
              <ReadOnlyRoleList
                key={roleType}
                matchId={match.id}
                roleType={roleType}
                stored={roleList(match, roleType)}
                shown={shown}
                playersById={playersById}
              />
            ))}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
});

function EditableRoles({
  match,
  players,
  teamId,
  shown,
  playersById,
}: {
  match: Match;
  players: readonly Player[];
  teamId: string | null;
  shown: ReadonlySet<number>;
  playersById: ReadonlyMap<number, Player>;
}) {
  const [picked, setPicked] = useState<SquadRoleType>('penalty');
  const [saved, setSaved] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const isWide = useMediaQuery('(min-width: 64rem)');
  const hasSortable = useLoadWhenIdle(sortableSteps);
  const onSaved = (_input: RoleListInput, isLast: boolean) => {
    if (isLast) setSaved(true);
  };
  const { write, isPending } = useChangeRoleList(teamId, match.id, onSaved);

  // Each press is computed from the lists as the coach saw them: the match and players last drawn.
  const drawn = useRef({ match, shown, playersById });
  useLayoutEffect(() => {
    drawn.current = { match, shown, playersById };
  });
  const actions = useMemo<RoleActions>(() => {
    const send = (roleType: SquadRoleType, playerIds: number[] | null, said: string) => {
      if (!playerIds) return;
      setSaved(false);
      setAnnouncement(said);
      write({ roleType, playerIds });
    };
    const nameOf = (playerId: number) => {
      const player = drawn.current.playersById.get(playerId);
      return player ? playerLabel(player) : 'Player';
    };
    const stored = (roleType: SquadRoleType) => roleList(drawn.current.match, roleType);
    const positionText = (roleType: SquadRoleType, playerIds: number[], playerId: number) => {
      const visible = visibleIds(playerIds, drawn.current.shown);
      return `position ${visible.indexOf(playerId) + 1} of ${visible.length} in ${lowerLabel(roleType)}`;
    };
    return {
      add: (roleType, playerId) => {
        const next = addToRoleList(stored(roleType), playerId);
        send(roleType, next, `Added ${nameOf(playerId)} at ${positionText(roleType, next, playerId)}.`);
      },
      remove: (roleType, playerId) =>
        send(
          roleType,
          removeFromRoleList(stored(roleType), playerId),
          `Removed ${nameOf(playerId)} from ${lowerLabel(roleType)}.`,
        ),
      step: (roleType, playerId, direction) => {
        const next = stepInRoleList(stored(roleType), drawn.current.shown, playerId, direction);
        if (next)
          send(roleType, next, `${nameOf(playerId)} moved to ${positionText(roleType, next, playerId)}.`);
      },
      // dnd-kit announces drags itself.
      move: (roleType, from, to) => {
        const next = moveInRoleList(stored(roleType), drawn.current.shown, from, to);
        send(roleType, next, '');
      },
    };
  }, [write]);

  const listProps = (roleType: SquadRoleType) => ({
    matchId: match.id,
    roleType,
    stored: roleList(match, roleType),
    shown,
    playersById,
    unavailableIds: match.unavailablePlayerIds,
    allPlayers: players,
    actions,
    TakerList: hasSortable ? TakerListOnDemand : TakerList,
  });

  return (
    <>
      <div className="mb-2 flex justify-end">
        <SaveStatus writing={isPending} saved={saved} />
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {isWide ? (
        <div className="grid grid-cols-1 gap-3 @2xl:grid-cols-2">
          {squadRoleTypes.map((roleType) => (
            <EditableRoleList key={roleType} {...listProps(roleType)} />
          ))}
        </div>
      ) : (
        <>
          <SetPiecePicker
            shown={picked}
            countOf={(roleType) => visibleIds(roleList(match, roleType), shown).length}
            onShow={setPicked}
            fitsTo="container"
          />
          <EditableRoleList key={picked} {...listProps(picked)} />
        </>
      )}
    </>
  );
}
