import { TriangleAlert } from 'lucide-react';
import { memo, useId } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useSetCaptain } from './match-day-api';
import { availablePlayers, captainStatus, playerLabel } from './match-day-logic';
import { MatchDayCardHeader, type MatchDayCardProps } from './match-day-parts';

/**
 * The match's captain (spec 001 §2.5, §6): coaches and admins choose among the available players (or no
 * captain), saved as soon as it is chosen; parents and players read it. An unavailable captain stays
 * captain in storage (he is captain again when he is back), and the card says he cannot play.
 */
export const CaptainCard = memo(function CaptainCard({ match, players, canEdit, teamId }: MatchDayCardProps) {
  const status = captainStatus(match, players);
  const headingId = `captain-heading-${match.id}`;
  return (
    <Card>
      <MatchDayCardHeader
        id={headingId}
        title="Captain"
        description={canEdit ? 'Choose from the players available for this match.' : undefined}
      />
      <CardContent>
        {canEdit ? (
          <CaptainSelect match={match} players={players} teamId={teamId} />
        ) : (
          <p className="text-base text-slate-900">
            {status.kind === 'none' ? (
              'No captain chosen'
            ) : (
              <>
                Captain: <span className="font-semibold">{playerLabel(status.player)}</span>
              </>
            )}
          </p>
        )}
        {status.kind === 'unavailable' ? (
          <p className="mt-3 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {`${playerLabel(status.player)} is unavailable for this match.`}
              {canEdit
                ? ' Choose another captain, or keep them: they are captain again once available.'
                : null}
            </span>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
});

function CaptainSelect({ match, players, teamId }: Pick<MatchDayCardProps, 'match' | 'players' | 'teamId'>) {
  const id = useId();
  const { write } = useSetCaptain(teamId, match.id);
  const options = availablePlayers(players, match.unavailablePlayerIds);
  const status = captainStatus(match, players);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Captain for this match</Label>
      <NativeSelect
        id={id}
        value={status.kind === 'none' ? '' : String(status.player.id)}
        onChange={(event) => write(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">No captain</option>
        {/* Unavailable players are not offered; an unavailable captain is shown, so the field tells the truth. */}
        {status.kind === 'unavailable' ? (
          <option value={status.player.id} disabled>
            {`${playerLabel(status.player)} (unavailable)`}
          </option>
        ) : null}
        {options.map((player) => (
          <option key={player.id} value={player.id}>
            {playerLabel(player)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
