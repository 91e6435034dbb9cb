import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import type { NotShownReason } from '../../../shared/domain/formation-for-period';
import { periodsOf } from '../../../shared/domain/match-periods';
import { byShirt } from '../../../shared/domain/shirt-order';
import { lineUpOf, lineUpShareText } from '../../../shared/domain/team-sheet';
import { type PitchPlayer, pitchPlayersOf } from '../../components/pitch/pitch-model';
import { matchDayAndTime } from '../../lib/match-dates';

// What the formation viewer and the library write about a formation and its match (spec 001 §2.3,
// §2.4), free of React so the wording has tests.

/** What both pages draw of a formation: a saved one, or one handed to the viewer before it was saved. */
export type ShownFormation = Pick<
  Formation,
  | 'name'
  | 'formation'
  | 'quarter'
  | 'matchId'
  | 'playerPositions'
  | 'benchPlayers'
  | 'unavailablePlayers'
  | 'notes'
> & { id: number | null };

export const DATE_TBD = 'Date TBD';

/**
 * The library card's note on a match formation its period does not show: a copy (which says what it is
 * for) or one a later plan replaced.
 */
export const NOT_SHOWN_CARD_TEXT: Record<NotShownReason, string> = {
  copy: "A copy, not shown to the team: save it in the editor to make it this period's plan",
  'later-plan': 'Not shown: a later plan for this period exists',
};

/** The viewer's note over such a formation, opened by its id; a link to the period's plan follows. */
export const NOT_SHOWN_NOTICE: Record<NotShownReason, string> = {
  copy: "A copy, not the plan match planning shows: it becomes this period's plan once saved in the formation editor.",
  'later-plan': 'Not the plan match planning shows: a later one was saved for this period.',
};

/** The opponent's name; 'TBD' when none is set, 'Unknown Team' when the one set cannot be found. */
export function opponentName(match: Pick<Match, 'opponentTeamId' | 'opponentName'>): string {
  if (match.opponentTeamId === null) return match.opponentName ?? 'TBD';
  return match.opponentName ?? 'Unknown Team';
}

/** "Sat 12 Apr · 10:00", "Sat 12 Apr · Time TBC", or 'Date TBD'. */
export function matchWhen(match: Pick<Match, 'matchDate' | 'isTimeTbc'>): string {
  const when = matchDayAndTime(match);
  return when ? `${when.day} · ${when.time}` : DATE_TBD;
}

/** The formation's name, or 'Formation {id}' (spec 001 §3.1); 'Unnamed' for one not saved yet. */
export function formationName(formation: Pick<ShownFormation, 'id' | 'name'>): string {
  const name = formation.name?.trim();
  if (name) return name;
  return formation.id === null ? 'Unnamed' : `Formation ${formation.id}`;
}

/** The viewer's subtitle (spec 001 §2.3): 'Period 2 of 4 • 4-3-3', or '... • No Formation'. */
export function periodSubtitle(period: number, total: number, shape: string | null): string {
  return `Period ${period} of ${total} • ${shape ?? 'No Formation'}`;
}

/** "11 players", "1 player". */
export const playerCount = (count: number) => (count === 1 ? '1 player' : `${count} players`);

/** "9 Oscar Hughes": shirt number and name, as every list writes a player. */
export function playerLabel(player: Pick<Player, 'shirtNumber' | 'firstName' | 'lastName'>): string {
  return `${player.shirtNumber} ${[player.firstName, player.lastName].filter(Boolean).join(' ')}`;
}

/** Ids the match or the formation marks unavailable. */
function unavailableIds(formation: ShownFormation, match: Pick<Match, 'unavailablePlayerIds'> | null) {
  return new Set([...formation.unavailablePlayers, ...(match?.unavailablePlayerIds ?? [])]);
}

/**
 * A formation's players as the pitch draws them: the match's captain with his ring and C, anyone the
 * match or the formation marks unavailable with the red '!'. Players no longer in the squad are left out.
 */
export function formationPitchPlayers(
  formation: ShownFormation,
  players: readonly Player[],
  match: Pick<Match, 'captainPlayerId' | 'unavailablePlayerIds'> | null,
): PitchPlayer[] {
  return pitchPlayersOf(formation.playerPositions, players, {
    captainPlayerId: match?.captainPlayerId ?? null,
    unavailableIds: unavailableIds(formation, match),
  });
}

/**
 * Who is not on the pitch, for the touchline: the bench in the formation's order, and the unavailable
 * players (the formation's and the match's, by shirt number). A benched player the match marks
 * unavailable is listed as unavailable only; someone on the pitch is in neither list (his token has the !).
 */
export function offThePitch(
  formation: ShownFormation,
  players: readonly Player[],
  match: Pick<Match, 'unavailablePlayerIds'> | null,
): { bench: Player[]; unavailable: Player[] } {
  const byId = new Map(players.map((player) => [player.id, player]));
  const onPitch = new Set(formation.playerPositions.map((position) => position.playerId));
  const unavailable = unavailableIds(formation, match);
  const known = (id: number) => byId.get(id) ?? [];
  return {
    bench: formation.benchPlayers.filter((id) => !unavailable.has(id) && !onPitch.has(id)).flatMap(known),
    unavailable: [...unavailable]
      .filter((id) => !onPitch.has(id))
      .flatMap(known)
      .sort(byShirt),
  };
}

/**
 * What the viewer's Share sends for a period (issue 32): "Riverside Rovers U12 v Kestrels" as the title,
 * the period's line-up as text (lineUpShareText) and the period's address. Null for a period beyond the
 * match's timings, which has no minutes to name.
 */
export function periodShareContent({
  teamName,
  match,
  period,
  formation,
  players,
  url,
}: {
  teamName: string | null;
  match: Match;
  period: number;
  formation: ShownFormation;
  players: readonly Player[];
  url: string;
}): { title: string; text: string; url: string } | null {
  const minutes = periodsOf(match).find((row) => row.number === period);
  if (!minutes) return null;
  const opponent = opponentName(match);
  const when = matchDayAndTime(match);
  return {
    title: teamName ? `${teamName} v ${opponent}` : `v ${opponent}`,
    text: lineUpShareText({
      teamName,
      opponent,
      when: when ? `${when.day} ${when.time}` : null,
      period: minutes,
      lineUp: lineUpOf(formation, players, match),
    }),
    url,
  };
}
