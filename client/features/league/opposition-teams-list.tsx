import { clsx } from 'clsx';
import { Eye, MapPin, Pencil, Trash2 } from 'lucide-react';
import type { OppositionTeam } from '../../../shared/contracts/league';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { LastResultSummary, NextMatchSummary, PostponedSummary, TeamAvatar } from './match-summaries';

export type TeamActions = {
  onEdit: (team: OppositionTeam) => void;
  onRemove: (team: OppositionTeam) => void;
};

type ListProps = {
  teams: OppositionTeam[];
  /** Null for a read-only viewer, who sees "View Only" instead (spec 000 §2, §6). */
  actions: TeamActions | null;
};

/** Spec 000 §2: what a read-only viewer sees where the edit and remove buttons would be. */
export function ViewOnly() {
  return (
    <Badge variant="outline">
      <Eye className="size-3.5" aria-hidden />
      View Only
    </Badge>
  );
}

function RowActions({
  team,
  actions,
  className,
}: {
  team: OppositionTeam;
  actions: TeamActions | null;
  className?: string;
}) {
  if (!actions) return <ViewOnly />;
  return (
    <div className={clsx('flex items-center gap-1', className)}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${team.name}`}
        onClick={() => actions.onEdit(team)}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost-destructive"
        size="icon"
        aria-label={`Remove ${team.name}`}
        onClick={() => actions.onRemove(team)}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}

function Location({ location }: { location: string | null }) {
  if (!location) return null;
  return (
    <p className="mt-0.5 flex items-start gap-1 text-sm text-slate-600">
      <MapPin className="mt-0.5 size-3.5 shrink-0 text-slate-500" aria-hidden />
      <span className="min-w-0 break-words">{location}</span>
    </p>
  );
}

/**
 * Phones: five columns do not fit in 375 px, so each team is a card with the same facts, labelled the
 * way the table's headers label them.
 */
export function OppositionTeamCards({ teams, actions, className }: ListProps & { className?: string }) {
  return (
    <ul aria-label="Opposition teams" className={clsx('grid gap-3 sm:grid-cols-2', className)}>
      {teams.map((team) => (
        <li
          key={team.id}
          data-near={`opposition-${team.id}`}
          className="draw-when-near [--near-height:14.5rem]"
        >
          <Card className="h-full overflow-hidden">
            <div className="flex items-start gap-3 p-4 pb-3">
              <TeamAvatar name={team.name} className="size-11" />
              <div className="min-w-0 flex-1 self-center">
                <h3 className="text-base leading-snug font-semibold break-words text-slate-900">
                  {team.name}
                </h3>
                <Location location={team.location} />
              </div>
              {/* Read-only viewers get one "View Only" above the list, not one per card. */}
              {actions ? <RowActions team={team} actions={actions} className="-mt-1 -mr-2" /> : null}
            </div>
            <dl className="grid grid-cols-2 border-t border-slate-100 text-sm">
              <div className="px-4 py-3">
                <dt className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  Last Result
                </dt>
                <dd>
                  <LastResultSummary result={team.lastResult} />
                </dd>
              </div>
              <div className="border-l border-slate-100 px-4 py-3">
                <dt className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  Next Match
                </dt>
                <dd>
                  <NextMatchSummary next={team.nextMatch} />
                  <PostponedSummary postponed={team.postponedMatch} />
                </dd>
              </div>
              {team.comments ? (
                <div className="col-span-2 border-t border-slate-100 px-4 py-3">
                  <dt className="sr-only">Comments</dt>
                  <dd className="break-words whitespace-pre-line text-slate-700">{team.comments}</dd>
                </div>
              ) : null}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Wider screens: the spec's table, Team | Comments | Last Result | Next Match | Actions. */
export function OppositionTeamsTable({ teams, actions, className }: ListProps & { className?: string }) {
  return (
    <div className={className}>
      {/* Fixed columns: a team added, edited or removed (the list read again, maybe a second after the
          press on a slow phone) leaves every other row where it was, instead of the columns being
          sized again to the new longest comment. */}
      <Table className="table-fixed">
        <TableCaption className="sr-only">Opposition teams, A to Z</TableCaption>
        <colgroup>
          <col className="w-[27%]" />
          <col />
          <col className="w-[15%]" />
          <col className="w-[17%]" />
          {/* Room for a viewer's "View Only" badge, which ran 9 px out of a 7rem column. */}
          <col className="w-32" />
        </colgroup>
        <TableHeader>
          <TableHead>Team</TableHead>
          <TableHead>Comments</TableHead>
          <TableHead>Last Result</TableHead>
          <TableHead>Next Match</TableHead>
          <TableHead align="right">Actions</TableHead>
        </TableHeader>
        <TableBody>
          {teams.map((team) => (
            <TableRow key={team.id} className="align-top">
              <th scope="row" className="px-4 py-3 text-left align-top font-normal">
                <div className="flex items-center gap-3">
                  <TeamAvatar name={team.name} className="size-10" />
                  <div className="min-w-0">
                    <div className="font-semibold break-words text-slate-900">{team.name}</div>
                    <Location location={team.location} />
                  </div>
                </div>
              </th>
              <TableCell className="break-words whitespace-pre-line text-slate-700">
                {team.comments ? (
                  team.comments
                ) : (
                  <>
                    <span aria-hidden className="text-slate-500">
                      —
                    </span>
                    <span className="sr-only">None</span>
                  </>
                )}
              </TableCell>
              <TableCell>
                <LastResultSummary result={team.lastResult} />
              </TableCell>
              <TableCell>
                <NextMatchSummary next={team.nextMatch} />
                <PostponedSummary postponed={team.postponedMatch} />
              </TableCell>
              <TableCell inset="buttons" align="right">
                <RowActions team={team} actions={actions} className="justify-end" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
