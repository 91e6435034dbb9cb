import type { ReactNode } from 'react';
import {
  DEFAULT_FORMATION_SHAPE,
  DEFAULT_PERIOD_START_TIMES,
  FORMATION_PERIOD_BUTTONS,
  GOAL_MINUTE,
  MAGIC_LINK_MINUTES,
  MATCH_LENGTH,
  SESSION_IDLE_DAYS,
  SESSION_MAX_DAYS,
} from '../../../shared/domain/figures';
import {
  DEFAULT_MATCH_LENGTH,
  MATCH_LENGTH_MAX,
  MATCH_LENGTH_MIN,
  MATCH_LENGTH_STEP,
  SUBSTITUTIONS_MAX,
  SUBSTITUTIONS_MIN,
} from '../../../shared/domain/match-settings';
import { MAX_SQUAD_SIZE, SHIRT_NUMBER_MAX, SHIRT_NUMBER_MIN } from '../../../shared/domain/squad-limits';

export type GuideStep = {
  id: string;
  title: string;
  /**
   * The route path of the page the step describes ('squad-management'). Only for pages that exist: a test
   * in client/app checks each one against the registered routes, so the guide never links to a 404.
   */
  path?: string;
  linkLabel?: string;
  /** The screens it describes are not built yet: the step says so and links nowhere. */
  comingSoon?: boolean;
  body: ReactNode;
};

/** The how-to guide's steps, in reading order: what works today first, then anything marked coming. */
// The timing dialog's example: one substitution between each pair of default periods.
const DEFAULT_SUBSTITUTIONS_IN_EXAMPLE = DEFAULT_PERIOD_START_TIMES.length - 1;

export const guideSteps: GuideStep[] = [
  {
    id: 'signing-in',
    title: 'Signing in',
    body: (
      <>
        <p>
          Touchline has no passwords. Enter the e-mail address your club invited on the sign-in page and open
          the link we send. Each link works once and expires after {MAGIC_LINK_MINUTES} minutes; you stay
          signed in for {SESSION_IDLE_DAYS} days after your last visit, and at most {SESSION_MAX_DAYS} days.
        </p>
        <p>
          If you coach more than one team, you choose the team after signing in; after that the team&apos;s
          name at the top of each page lists your other teams and takes you to the same page of the one you
          pick.
        </p>
      </>
    ),
  },
  {
    id: 'squad',
    title: 'Your squad',
    path: 'squad-management',
    linkLabel: 'Open the squad',
    body: (
      <>
        <p>
          Add up to {MAX_SQUAD_SIZE} players with Add Player. Give each a shirt number ({SHIRT_NUMBER_MIN}-
          {SHIRT_NUMBER_MAX}, different for every player), a first name and a preferred position; coaching
          notes are optional and only coaches and administrators see them. Edit or remove a player from their
          card; Touchline asks before removing anyone.
        </p>
        <p>
          The envelope button on a card holds up to three contact addresses: Parent 1, Parent 2 and the
          player.
        </p>
      </>
    ),
  },
  {
    id: 'set-pieces',
    title: 'Set-piece takers',
    path: 'squad-management',
    linkLabel: 'Set the takers',
    body: (
      <p>
        Squad Roles sits folded under its name below the players: tap it to open the board. It has four lists:
        penalties, corners, attacking free kicks and defensive free kicks. Tick a player to add them as the
        next taker, untick to remove them (the others move up), and use the arrows to change the order.
        Parents and players see the same lists, read-only.
      </p>
    ),
  },
  {
    id: 'match-settings',
    title: 'Match settings for the squad',
    path: 'squad-management',
    linkLabel: 'Open match settings',
    body: (
      <p>
        Match Settings, folded under its name at the foot of the squad page, holds the squad&apos;s match
        defaults: a match length of {MATCH_LENGTH_MIN}–{MATCH_LENGTH_MAX} minutes (in steps of{' '}
        {MATCH_LENGTH_STEP}, {DEFAULT_MATCH_LENGTH} by default) and {SUBSTITUTIONS_MIN}–{SUBSTITUTIONS_MAX}{' '}
        substitutions: the changes during a match, so there is always one more period than substitutions.
        Changing the number spreads the start times evenly over the match, which you can then fine-tune.
      </p>
    ),
  },
  {
    id: 'league',
    title: 'League and opponents',
    path: 'league-management',
    linkLabel: 'Open the league',
    body: (
      <p>
        Add the teams you play with a name and, if you like, where they play and a note (&quot;quick
        wingers&quot;). The list shows each team&apos;s last result from your side (W, D or L with the score)
        and your next match against them, Home or Away.
      </p>
    ),
  },
  {
    id: 'matches',
    title: 'Matches, results and scorers',
    path: 'match-planning',
    linkLabel: 'Open match planning',
    body: (
      <>
        <p>
          Add Match schedules a fixture with its opponent (from your league list), date, kick-off and home or
          away; the date and opponent can wait (&quot;Date TBD&quot;, &quot;TBD&quot;). Future Matches lists
          what is coming, soonest first; Past Matches the rest, latest first, each marked Completed once both
          scores are in or Overdue while a played match has none. The page opens on your next match (or, with
          none to come, your latest result); its Squad Roles, Goals and Match Report stay folded under their
          names until you open them.
        </p>
        <p>
          After the game, Enter result (the main button of a match played with no score yet) opens the match
          on its score; enter it and the clean sheets (Edit changes them later), then record each of your
          goals with its scorer, assist and minute ({GOAL_MINUTE.min}–{GOAL_MINUTE.max}), or mark an own goal.
          The squad&apos;s statistics follow at once. Each match also has its own captain, unavailable players
          and set-piece takers, copied from the squad&apos;s lists and adjusted for the day.
        </p>
      </>
    ),
  },
  {
    id: 'periods',
    title: 'Periods and timings',
    path: 'match-planning',
    linkLabel: 'Plan the periods',
    body: (
      <p>
        A match runs {MATCH_LENGTH.min}–{MATCH_LENGTH.max} minutes and takes your squad&apos;s match settings
        when you add it. Edit Timing offers a template for each age group (U7-U8 5v5 in four quarters of 10
        minutes up to adults&apos; two halves of 45) and changes its length and the number of substitutions,
        which spreads the periods evenly: {DEFAULT_SUBSTITUTIONS_IN_EXAMPLE} substitutions in a{' '}
        {MATCH_LENGTH.default}-minute match start periods at {DEFAULT_PERIOD_START_TIMES.join(', ')} minutes.
        Each later period starts between minute 1 and the end of the match, and every period has a card
        showing the formation planned for it, or &quot;Formation not planned&quot;.
      </p>
    ),
  },
  {
    id: 'formations',
    title: 'Formations',
    path: 'formation-editor',
    linkLabel: 'Open the formation editor',
    body: (
      <>
        <p>
          The formation editor plans who plays where. Choose a shape of your team&apos;s format (set in the
          squad&apos;s Match Settings: 5v5, 7v7, 9v9 or 11v11, where {DEFAULT_FORMATION_SHAPE} is the
          default); the pitch takes as many players as the shape has places. Lay Out Players puts a keeper in
          goal and the others where their preferred positions say they play (full-backs and wingers out wide,
          numbers 2 and 7 on the right, 3 and 11 on the left), for you to adjust. Drag a player where you want
          him, or on a phone tap a player and then his spot on the pitch. Right-click a player (press and hold
          on a phone) to move him to the Bench or mark him Unavailable. With a keyboard, Tab to a player,
          press Space to pick him up, the arrow keys to move him and Space to drop; B benches him and U marks
          him unavailable.
        </p>
        <p>
          Name the plan, choose its match and period ({FORMATION_PERIOD_BUTTONS.join(', ')} in a match of four
          periods) and save: it shows at once on that period&apos;s card in match planning, whose Plan and
          Edit buttons open the editor for the period. A new plan starts with the match&apos;s unavailable
          players, and Load Template copies a saved formation&apos;s shape, players and notes. Changes not yet
          saved are kept on your device until you save or discard them.
        </p>
      </>
    ),
  },
  {
    id: 'formation-library',
    title: 'The formation library',
    path: 'formations',
    linkLabel: 'Open the formation library',
    body: (
      <p>
        Formations in the menu lists every saved formation: View opens one read-only, as parents and players
        on the team see it, with Previous and Next to step through the match&apos;s periods; Edit and Delete
        do what they say (Touchline asks before deleting). Duplicate makes a copy to work on: the team keeps
        seeing the current plan until you save the copy in the editor. When a period has more than one plan,
        the one last saved in the editor is the one every screen shows, and the library marks the others.
      </p>
    ),
  },
  {
    id: 'live-mode',
    title: 'Match day: live mode',
    path: 'match-planning',
    linkLabel: 'Find the match in match planning',
    body: (
      <>
        <p>
          On the day of a match, its Live mode button in match planning opens a screen of big buttons: Start
          match, Pause for the break, Resume and End match (Touchline asks before ending). The clock is worked
          out from the moments you pressed them, so it is right after the phone was locked, another app was
          used or the page was reloaded. The next change counts down to its minute and names who comes on and
          who goes off; at that minute the phone beeps (with the sound on), vibrates where it can, and keeps
          its screen awake while the match is under way. Make change makes it as planned; Adjust… says who
          actually came on and off, and those are the minutes the playing time counts.
        </p>
        <p>
          Goal for us and Goal against record goals as they happen, with the minute from the clock. Player
          late or injured records, at that minute, that a player arrived or went off injured, and Re-plan from
          here opens the rotation planner for the periods left, to share his minutes out fairly. The screen
          keeps working with no signal: what you press is kept on the phone and sent when the signal returns,
          and the line under the clock says how many changes are waiting. Parents and players on the team can
          follow the score, the minute and who is on from the match&apos;s Follow live link on the day. If End
          is forgotten, the match counts as ended at full time once its day is over, and the screen offers End
          the match to close it.
        </p>
      </>
    ),
  },
  {
    id: 'parents',
    title: 'What parents and players see',
    body: (
      <p>
        Parents and players see the squad (without other families&apos; e-mail addresses or coaching notes),
        the set-piece takers, the season statistics and the list of opponents, all read-only. Only people who
        have been invited can sign in: ask an administrator to invite each family. They also see the match
        schedule with each match&apos;s captain, roles and goals, and the View button on a period&apos;s card
        shows its formation, all read-only.
      </p>
    ),
  },
];
