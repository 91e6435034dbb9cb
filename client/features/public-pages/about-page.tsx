import { Link } from 'react-router';
import { MAGIC_LINK_MINUTES } from '../../../shared/domain/figures';
import { MAX_SQUAD_SIZE, SHIRT_NUMBER_MAX, SHIRT_NUMBER_MIN } from '../../../shared/domain/squad-limits';
import { InfoPage } from './info-page';

export function AboutPage() {
  return (
    <InfoPage
      title="About Us"
      summary="Touchline helps volunteer coaches and club secretaries run grassroots football teams, on a phone at the side of the pitch: squads and opponents today, with fixtures, formations and results coming soon."
      sections={[
        {
          id: 'why',
          heading: 'Why we built it',
          body: (
            <>
              <p>
                Grassroots football runs on volunteers. Team sheets live on the back of envelopes, set-piece
                takers in someone&apos;s head and results in a group chat. Touchline puts them in one place:
                today a coach keeps the squad, the set-piece takers and the opposition teams on a phone, and a
                parent can see who takes the corners and each player&apos;s season statistics without asking.
                Match planning and formations are coming soon.
              </p>
              <p>
                It is built for cold hands and bad signal: large buttons, pages that load fast, and nothing
                lost when the connection drops half way through a change.
              </p>
            </>
          ),
        },
        {
          id: 'what',
          heading: 'What it does',
          body: (
            <ul>
              <li>
                Run a squad of up to {MAX_SQUAD_SIZE} players with shirt numbers ({SHIRT_NUMBER_MIN}-
                {SHIRT_NUMBER_MAX}), positions, coaching notes and penalty, corner and free-kick takers.
              </li>
              <li>Track opposition teams with their last result and next fixture.</li>
              <li>See season statistics per player: appearances, goals, assists and clean sheets.</li>
              <li>
                Coming soon: a formation for every period of a match, by drag and drop or tap-to-place on a
                phone; scheduling matches and recording results, scorers and assists; and fixtures kept in
                step with the league&apos;s FA Full-Time pages.
              </li>
            </ul>
          ),
        },
        {
          id: 'who',
          heading: 'Who uses it',
          body: (
            <ul>
              <li>
                <strong>Platform administrators</strong> set up clubs and teams and invite coaches and
                families.
              </li>
              <li>
                <strong>Club administrators</strong> manage every team of their club; for now a platform
                administrator sends the invitations.
              </li>
              <li>
                <strong>Coaches</strong> manage the squad, set-piece takers and opponents.
              </li>
              <li>
                <strong>Parents and players</strong> see the squad, set-piece takers, statistics and
                opponents, read-only, without other families&apos; contact details or the coaches&apos; notes.
              </li>
            </ul>
          ),
        },
        {
          id: 'privacy',
          heading: 'Privacy by default',
          body: (
            <p>
              Access is by invitation only and there are no passwords to leak: you sign in with a link we
              e-mail you, valid for {MAGIC_LINK_MINUTES} minutes. We collect only what a team needs. Read our{' '}
              <Link to="/privacy">Privacy Policy</Link> and <Link to="/data-protection">Data Protection</Link>{' '}
              pages for the details, or <Link to="/contact">get in touch</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
