import { Eye, Pencil, Plus } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { formationForPeriod } from '../../../shared/domain/formation-for-period';
import { type MatchPeriod, periodsOf } from '../../../shared/domain/match-periods';
import { Pitch } from '../../components/pitch/pitch';
import { pitchPlayersOf } from '../../components/pitch/pitch-model';
import { buttonClasses } from '../../components/ui/button';
import { storeFormationViewerSession } from '../../lib/formation-viewer-session';
import { FORMATION_NOT_PLANNED } from './match-constants';
import { periodLink } from './match-format';

const PeriodCard = memo(function PeriodCard({
  period,
  formation,
  match,
  players,
  canEdit,
  teamId,
}: {
  period: MatchPeriod;
  formation: Formation | null;
  match: Match;
  players: readonly Player[];
  canEdit: boolean;
  teamId: string | null;
}) {
  const headingId = `period-${match.id}-${period.number}`;
  const link = { teamId, matchId: match.id, quarter: period.number, formationId: formation?.id };
  const pitchPlayers = formation
    ? pitchPlayersOf(formation.playerPositions, players, {
        captainPlayerId: match.captainPlayerId,
        unavailableIds: new Set(match.unavailablePlayerIds),
      })
    : [];
  const preview = formation ? (
    <Pitch
      players={pitchPlayers}
      size="mini"
      label={`Period ${period.number} formation, ${formation.formation}`}
    />
  ) : (
    <div className="flex h-[120px] w-[180px] items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-2 text-center text-sm text-slate-600">
      {FORMATION_NOT_PLANNED}
    </div>
  );
  // On a phone the pitch (always 180 x 120) sits beside the period's number and minutes, with its
  // formation and links in rows below; from a tablet up each period is a card of its own with the pitch
  // on top.
  return (
    <li
      className="grid grid-cols-[180px_minmax(0,1fr)] gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-1"
      aria-labelledby={headingId}
    >
      <div className="sm:order-2 sm:justify-self-center">{preview}</div>
      <div className="flex min-w-0 flex-col sm:order-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Period {period.number}
        </h3>
        <span className="text-sm text-slate-600 tabular-nums">
          {period.from}–{period.to} min
        </span>
      </div>
      {/* The formation and its name take a row of their own under the pitch on a phone: beside it the
          column is 80 px wide, and the name was cut to "3-3-2 · Gr…". Held by an unplanned period too, so
          a plan saved meanwhile fills the row rather than adding one. */}
      <p className="col-span-2 truncate text-sm text-slate-700 sm:order-3 sm:col-span-1">
        {formation ? (
          <>
            <span className="font-medium">{formation.formation}</span>
            {formation.name ? ` · ${formation.name}` : null}
          </>
        ) : (
          <span aria-hidden className="invisible">
            {FORMATION_NOT_PLANNED}
          </span>
        )}
      </p>
      {/* The links take a row of their own under the pitch on a phone, so a card is as tall planned as
          not: a plan saved while the page is open (a fair rotation) changes what the cards say, not
          where they stand. */}
      <div className="col-span-2 flex gap-2 sm:order-4 sm:col-span-1">
        {canEdit ? (
          <Link
            to={periodLink('formation-editor', link)}
            className={buttonClasses({
              variant: formation ? 'outline' : 'primary',
              size: 'sm',
              className: 'grow basis-0',
            })}
            aria-label={`${formation ? 'Edit' : 'Plan'} period ${period.number}`}
          >
            {formation ? <Pencil aria-hidden /> : <Plus aria-hidden />}
            {formation ? 'Edit' : 'Plan'}
          </Link>
        ) : null}
        {formation ? (
          <Link
            to={periodLink('formation-viewer', link)}
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'grow basis-0' })}
            aria-label={`View period ${period.number}`}
            // The viewer gets the match and the squad this page already holds (spec 001 §4.3, §7): it
            // then reads only the formations, so it opens at once on a weak signal.
            onClick={() =>
              storeFormationViewerSession({
                params: { matchId: match.id, quarter: period.number, formationId: formation.id },
                formation,
                match,
                players: [...players],
              })
            }
          >
            <Eye aria-hidden />
            View
          </Link>
        ) : null}
      </div>
    </li>
  );
});

/**
 * One card per period (spec 001 §2.5): its minutes, the mini pitch of the formation planned for it (the
 * most recently saved one, the same rule as every screen) or 'Formation not planned', and the links to
 * plan, edit or view it.
 */
export function PeriodCards({
  match,
  formations,
  players,
  canEdit,
  teamId,
}: {
  match: Match;
  formations: readonly Formation[];
  players: readonly Player[];
  canEdit: boolean;
  teamId: string | null;
}) {
  const periods = periodsOf(match);
  return (
    <ol className="grid gap-3 sm:grid-cols-[repeat(auto-fill,minmax(13rem,1fr))]" aria-label="Periods">
      {periods.map((period) => (
        <PeriodCard
          key={period.number}
          period={period}
          formation={formationForPeriod(formations, match.id, period.number)}
          match={match}
          players={players}
          canEdit={canEdit}
          teamId={teamId}
        />
      ))}
    </ol>
  );
}
