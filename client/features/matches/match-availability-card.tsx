import { clsx } from 'clsx';
import { memo } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { useChangeAvailability } from './match-day-api';
import { sortByShirt } from './match-day-logic';
import { MatchDayCardHeader, type MatchDayCardProps, PlayerTag } from './match-day-parts';

/** One player's box. Memoised: a tap redraws only the row it changes. */
const AvailabilityRow = memo(function AvailabilityRow({
  matchId,
  player,
  available,
  canEdit,
  onToggle,
}: {
  matchId: number;
  player: Player;
  available: boolean;
  canEdit: boolean;
  onToggle: (player: Player, available: boolean) => void;
}) {
  const id = `availability-${matchId}-${player.id}`;
  return (
    <li className="flex min-h-11 items-center gap-3 px-1">
      <Checkbox
        id={id}
        checked={available}
        disabled={!canEdit}
        onCheckedChange={(next) => onToggle(player, next)}
      />
      <label
        htmlFor={id}
        className={clsx(
          'flex min-w-0 flex-1 items-center justify-between gap-2 py-2',
          canEdit ? 'cursor-pointer' : 'cursor-default',
        )}
      >
        <PlayerTag player={player} muted={!available} />
        {available ? null : <Badge variant="neutral">Unavailable</Badge>}
      </label>
    </li>
  );
});

/**
 * Who can play (spec 001 §4.6, §6): a ticked box per available player, by shirt. A coach's tap shows at
 * once and is put back if the server refuses it; an unavailable player leaves the captain and set-piece
 * lists on screen and is back in those places when ticked again ('Player Restored'). Parents see the boxes
 * disabled.
 */
export const AvailabilityCard = memo(function AvailabilityCard({
  match,
  players,
  canEdit,
  teamId,
}: MatchDayCardProps) {
  const { write } = useChangeAvailability(teamId, match.id);
  const roster = sortByShirt(players);
  const unavailable = new Set(match.unavailablePlayerIds);
  const availableCount = roster.filter((player) => !unavailable.has(player.id)).length;
  const onToggle = (player: Player, available: boolean) => write({ player, available });
  const headingId = `availability-heading-${match.id}`;

  return (
    <Card>
      <MatchDayCardHeader
        id={headingId}
        title="Player Availability"
        description={
          canEdit
            ? 'Untick a player who cannot play: they leave the captain and set-piece lists until ticked again.'
            : 'Ticked players are available for this match.'
        }
      />
      <CardContent className="@container">
        {roster.length === 0 ? (
          <p className="rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">
            No players in the squad yet.
          </p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-700">
              <span className="font-semibold tabular-nums text-slate-900">
                {availableCount} of {roster.length}
              </span>{' '}
              available
            </p>
            {availableCount === 0 ? (
              <p className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
                No available players
              </p>
            ) : null}
            <fieldset className="min-w-0">
              <legend className="sr-only">Available for this match</legend>
              <ul className="grid gap-x-4 @md:grid-cols-2 @3xl:grid-cols-3">
                {roster.map((player) => (
                  <AvailabilityRow
                    key={player.id}
                    matchId={match.id}
                    player={player}
                    available={!unavailable.has(player.id)}
                    canEdit={canEdit}
                    onToggle={onToggle}
                  />
                ))}
              </ul>
            </fieldset>
          </>
        )}
      </CardContent>
    </Card>
  );
});
