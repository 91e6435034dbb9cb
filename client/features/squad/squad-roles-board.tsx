import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { memo, type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { type SquadRoleType, squadRoleLabels, squadRoleTypes } from '../../../shared/domain/squad-roles';
import { SetPiecePicker } from '../../components/set-piece-picker';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { useMediaQuery } from '../../lib/use-media-query';
import { playerName, sortByShirt } from './player-display';
import { useChangeSquadRole } from './squad-api';
import { clearChange, moveChange, type RoleChange, roleTakers, tickChange } from './squad-role-board';

/** A list's heading with its count, shared by the editing and the read-only boards. */
function RoleHeading({ id, label, count }: { id: string; label: string; count: number }) {
  return (
    <h3 id={id} className="flex items-baseline justify-between gap-2 px-1 font-semibold text-slate-900">
      {label}
      <span className="text-sm font-normal text-slate-600">
        {count === 1 ? '1 taker' : `${count} takers`}
      </span>
    </h3>
  );
}

/** The takers in priority order; `controls` adds a coach's buttons to each row. */
function TakerList({
  label,
  takers,
  controls,
}: {
  label: string;
  takers: readonly Player[];
  controls?: (player: Player, index: number) => ReactNode;
}) {
  return (
    // One column that never grows to fit a row: an implicit (auto) track took the rows' widest content
    // (a whole name, it is cut to fit) and the rows stood 12-21 px outside their card on a desktop.
    <ol className="mt-2 grid grid-cols-1 gap-1" aria-label={`${label} order`}>
      {takers.map((player, index) => {
        const name = playerName(player);
        return (
          <li
            key={player.id}
            className="flex min-h-11 items-center gap-2 rounded-lg bg-green-50 py-1 pr-1 pl-2 ring-1 ring-green-100"
          >
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-green-700 text-sm font-bold text-white tabular-nums"
              aria-hidden
            >
              {index + 1}
            </span>
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900" title={name}>
              {name}
            </span>
            {controls?.(player, index)}
          </li>
        );
      })}
    </ol>
  );
}

/** One list as parents and players see it: who takes it, in order, and nothing to press. */
function ReadOnlyRoleColumn({ roleType, players }: { roleType: SquadRoleType; players: readonly Player[] }) {
  const label = squadRoleLabels[roleType];
  const headingId = `squad-role-${roleType}`;
  const takers = roleTakers(players, roleType);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-3">
      <RoleHeading id={headingId} label={label} count={takers.length} />
      {takers.length === 0 ? (
        <p className="mt-2 rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">No takers chosen yet.</p>
      ) : (
        <TakerList label={label} takers={takers} />
      )}
    </section>
  );
}

/** What a coach's presses ask for; stable across renders, so unchanged rows are not drawn again. */
type BoardActions = {
  tick: (roleType: SquadRoleType, playerId: number, checked: boolean) => void;
  move: (roleType: SquadRoleType, playerId: number, direction: 'up' | 'down') => void;
  clear: (roleType: SquadRoleType, playerId: number) => void;
};

/** One player's box in one list. Memoised: a change redraws only the rows it touches. */
const RoleCheckRow = memo(function RoleCheckRow({
  id,
  roleType,
  player,
  checked,
  onTick,
}: {
  id: string;
  roleType: SquadRoleType;
  player: Player;
  checked: boolean;
  onTick: BoardActions['tick'];
}) {
  return (
    <li className="flex min-h-11 items-center gap-3 px-1">
      <Checkbox id={id} checked={checked} onCheckedChange={(next) => onTick(roleType, player.id, next)} />
      <label
        htmlFor={id}
        className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 py-2 text-sm text-slate-800"
      >
        <span className="w-6 shrink-0 text-right font-semibold text-slate-600 tabular-nums">
          {player.shirtNumber}
        </span>
        <span className="truncate">{playerName(player)}</span>
      </label>
    </li>
  );
});

/** One list as a coach edits it: the takers with their buttons, then a box for every player. */
const EditableRoleColumn = memo(function EditableRoleColumn({
  roleType,
  players,
  actions,
}: {
  roleType: SquadRoleType;
  players: readonly Player[];
  actions: BoardActions;
}) {
  const label = squadRoleLabels[roleType];
  const headingId = `squad-role-${roleType}`;
  const takers = roleTakers(players, roleType);
  const takerIds = new Set(takers.map((player) => player.id));
  const roster = sortByShirt(players);

  const controls = (player: Player, index: number) => {
    const name = playerName(player);
    return (
      <>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => actions.move(roleType, player.id, 'up')}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Move ${name} down`}
          disabled={index === takers.length - 1}
          onClick={() => actions.move(roleType, player.id, 'down')}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button
          variant="ghost-destructive"
          size="icon-sm"
          aria-label={`Remove ${name} from ${label.toLowerCase()}`}
          onClick={() => actions.clear(roleType, player.id)}
        >
          <X aria-hidden />
        </Button>
      </>
    );
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-3">
      <RoleHeading id={headingId} label={label} count={takers.length} />
      {takers.length === 0 ? (
        <p className="mt-2 rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">
          No one yet. Tick players below, first choice first.
        </p>
      ) : (
        <TakerList label={label} takers={takers} controls={controls} />
      )}

      <fieldset className="mt-3 min-w-0 border-t border-slate-100 pt-2">
        <legend className="sr-only">{`Players who take ${label.toLowerCase()}`}</legend>
        <ul className="grid grid-cols-1 gap-x-2 sm:grid-cols-2 xl:grid-cols-1">
          {roster.map((player) => (
            <RoleCheckRow
              key={player.id}
              id={`${headingId}-${player.id}`}
              roleType={roleType}
              player={player}
              checked={takerIds.has(player.id)}
              onTick={actions.tick}
            />
          ))}
        </ul>
      </fieldset>
    </section>
  );
});

/**
 * Squad Roles (spec 000 §4): four priority lists. Ticking adds a player at the end, unticking or the
 * remove button takes them out and closes the gap, arrows swap neighbours; one call each. Parents and
 * players (no canEdit) get the lists alone: who takes what, with nothing greyed out to press.
 */
export const SquadRolesBoard = memo(function SquadRolesBoard({
  players,
  teamId,
  canEdit,
}: {
  players: readonly Player[];
  teamId: string | null;
  canEdit: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="squad-roles-heading" tabIndex={-1}>
          Squad Roles
        </CardTitle>
        <CardDescription>
          {canEdit
            ? 'Set-piece takers in order of priority. Tick a player to add them at the end of the list.'
            : 'Set-piece takers in order of priority.'}
        </CardDescription>
      </CardHeader>
      <CardContent inset="compact">
        {canEdit ? (
          <EditableBoard players={players} teamId={teamId} />
        ) : (
          // Short lists of names: all four fit on a phone without a picker.
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {squadRoleTypes.map((roleType) => (
              <ReadOnlyRoleColumn key={roleType} roleType={roleType} players={players} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
});

/**
 * A coach's board: on a phone one list at a time, picked above it (each holds a box for every player);
 * from desktop width all four side by side. Only the lists on screen are built: four lists of a full
 * squad are 80 rows, three of them hidden on a phone (decision 016).
 */
function EditableBoard({ players, teamId }: { players: readonly Player[]; teamId: string | null }) {
  const { mutate } = useChangeSquadRole(teamId);
  const [shown, setShown] = useState<SquadRoleType>('penalty');
  const isWide = useMediaQuery('(min-width: 80rem)');
  // Each press is computed from the board as the coach saw it: the players last drawn.
  const drawn = useRef(players);
  useLayoutEffect(() => {
    drawn.current = players;
  });
  const actions = useMemo<BoardActions>(() => {
    const send = (change: RoleChange | null) => {
      if (change) mutate(change);
    };
    return {
      tick: (roleType, playerId, checked) =>
        send(checked ? tickChange(drawn.current, roleType, playerId) : clearChange(roleType, playerId)),
      move: (roleType, playerId, direction) => send(moveChange(drawn.current, roleType, playerId, direction)),
      clear: (roleType, playerId) => send(clearChange(roleType, playerId)),
    };
  }, [mutate]);

  return (
    <>
      {isWide ? null : (
        <SetPiecePicker
          shown={shown}
          countOf={(roleType) => roleTakers(players, roleType).length}
          onShow={setShown}
          fitsTo="screen"
        />
      )}
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-4">
        {(isWide ? squadRoleTypes : [shown]).map((roleType) => (
          <EditableRoleColumn key={roleType} roleType={roleType} players={players} actions={actions} />
        ))}
      </div>
    </>
  );
}
