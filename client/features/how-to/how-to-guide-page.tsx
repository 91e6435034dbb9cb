import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { guideFacts } from './guide-facts';

// A step links to its page only once that page exists (match planning and formations come with their
// own issues), so the guide never sends a reader to the 404 page.
type Step = { id: string; title: string; path?: string; linkLabel?: string; body: React.ReactNode };

/** The tutorial for signed-in users. Links go to the team's own pages when a team is in context. */
export function HowToGuidePage() {
  useDocumentTitle('How-To Guide');
  const { teamId } = useParams();
  const to = (path: string) => (teamId ? `/teams/${teamId}${path}` : path);
  const g = guideFacts;

  const steps: Step[] = [
    {
      id: 'signing-in',
      title: 'Signing in',
      body: (
        <>
          <p>
            Touchline has no passwords. Enter the e-mail address your club invited on the sign-in page and
            open the link we send. Each link works once and expires after {g.magicLinkMinutes} minutes; you
            stay signed in for {g.sessionDays} days after your last visit.
          </p>
          <p>If you coach more than one team, you choose the team after signing in.</p>
        </>
      ),
    },
    {
      id: 'squad',
      title: 'Your squad',
      path: '/squad-management',
      linkLabel: 'Open the squad',
      body: (
        <>
          <p>
            Add up to {g.squadMaximum} players with Add Player. Give each a shirt number ({g.shirtNumbers},
            different for every player), a first name and a preferred position; coaching notes are optional
            and only coaches and administrators see them. Edit or remove a player from their card; Touchline
            asks before removing anyone.
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
      path: '/squad-management',
      linkLabel: 'Set the takers',
      body: (
        <p>
          The Squad Roles board has four columns: penalties, corners, attacking free kicks and defensive free
          kicks. Tick a player to add him as the next taker, untick to remove him (the others move up), and
          use the arrows to change the order. These are the squad&apos;s defaults; each match can have its own
          list.
        </p>
      ),
    },
    {
      id: 'match-settings',
      title: 'Match settings for the squad',
      path: '/squad-management',
      linkLabel: 'Open match settings',
      body: (
        <p>
          The Match Settings card sets the defaults new matches start from: a match length of{' '}
          {g.squadMatchLength.min}–{g.squadMatchLength.max} minutes (in steps of 5,{' '}
          {g.squadMatchLength.default} by default) and {g.substitutions.min}–{g.substitutions.max}{' '}
          substitution points. Changing the number of substitutions spreads the start times evenly over the
          match, which you can then fine-tune.
        </p>
      ),
    },
    {
      id: 'league',
      title: 'League and opponents',
      path: '/league-management',
      linkLabel: 'Open the league',
      body: (
        <p>
          Add the teams you play with a name and, if you like, where they play and a note (&quot;quick
          wingers&quot;). The table shows each team&apos;s last result from your side (W, D or L with the
          score) and your next match against them, Home or Away.
        </p>
      ),
    },
    {
      id: 'matches',
      title: 'Matches, results and scorers',
      body: (
        <>
          <p>
            Schedule a match with Add Match: opponent, date, home or away. Future and past matches have their
            own tabs. After the game, enter the score; a goal row appears for each of your goals, where you
            pick the scorer, the assist and the minute ({g.goalMinute.min}–{g.goalMinute.max}), or mark an own
            goal.
          </p>
          <p>
            For each match you can name a captain, mark players unavailable, and copy the squad&apos;s
            set-piece takers with Copy from Squad, then adjust them for the day.
          </p>
        </>
      ),
    },
    {
      id: 'periods',
      title: 'Periods and timings',
      body: (
        <>
          <p>
            A single match runs {g.matchLength.min}–{g.matchLength.max} minutes ({g.matchLength.default} by
            default) — wider than the squad&apos;s {g.squadMatchLength.min}–{g.squadMatchLength.max}, so short
            small-sided games and festivals fit. Its periods start at the substitution times, by default{' '}
            {g.defaultStartTimes.join(', ')} minutes: four periods, each running to the next start, the last
            to the final whistle.
          </p>
          <p>
            Choose {g.substitutions.min}–{g.substitutions.max} substitutions and the start times are spread
            evenly; each time must be between 1 and the match length.
          </p>
        </>
      ),
    },
    {
      id: 'formations',
      title: 'Formations',
      body: (
        <>
          <p>
            In the formation editor choose a shape ({g.defaultShape} by default), a match and a period with
            the buttons {g.periodButtons.join(', ')}. On a computer, drag players onto the pitch; on a phone,
            tap a player, then tap where he should stand. Tap the Bench or Unavailable box to move a selected
            player there. Right-click a placed player for Move to Bench or Mark Unavailable.
          </p>
          <p>
            Give the formation a name and save it. The formation library keeps every plan to view, edit,
            duplicate or load as a template for another period.
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
          the league table, the match schedule with results and scorers, and the formation for each period,
          all read-only. They cannot change anything, so share the link freely with your families.
        </p>
      ),
    },
  ];

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">How-To Guide</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          Everything a coach needs to run a team in Touchline, step by step. About ten minutes to read; each
          step links to the page it describes.
        </p>
      </header>
      <nav aria-label="Guide steps" className="mb-10 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <ol className="grid list-decimal gap-1 pl-5 sm:grid-cols-2">
          {steps.map((step) => (
            <li key={step.id}>
              <a className="text-green-800 underline-offset-2 hover:underline" href={`#${step.id}`}>
                {step.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="space-y-8">
        {steps.map((step, index) => (
          <li
            key={step.id}
            id={step.id}
            className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-green-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              {step.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{step.body}</div>
            {step.path && step.linkLabel ? (
              <p className="mt-4">
                <Link
                  to={to(step.path)}
                  className="inline-flex min-h-11 items-center rounded-lg px-1 font-medium text-green-800 underline underline-offset-2"
                >
                  {step.linkLabel} →
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </article>
  );
}
