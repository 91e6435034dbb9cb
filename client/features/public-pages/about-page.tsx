import { Link } from 'react-router';
import { MAGIC_LINK_MINUTES } from '../../../shared/domain/figures';
import { MAX_SQUAD_SIZE, SHIRT_NUMBER_MAX, SHIRT_NUMBER_MIN } from '../../../shared/domain/squad-limits';
import { InfoPage } from './info-page';

export function AboutPage() {
  return (
    <InfoPage
      title="About Us"
      summary="Touchline helps volunteer coaches and club secretaries run grassroots football teams, on a phone at the side of the pitch: the squad, the opponents, the matches and their results, and a formation for every period."
      sections={[
        {
          id: 'why',
          heading: 'Why we built it',
          body: (
            <>
              <p>
                Grassroots football runs on volunteers. Team sheets live on the back of envelopes, set-piece
                takers in someone&apos;s head and results in a group chat. Touchline puts them in one place: a
                coach keeps the squad, the set-piece takers, the opposition teams, the matches and a formation
                for every period on a phone, and a parent can see who takes the corners, who plays where on
                Saturday and each player&apos;s season statistics without asking.
              </p>
              <p>
                It is built for cold hands at the touchline: large buttons, pages that load fast on a phone,
                and a formation you are changing kept on the phone until you save it.
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
                Schedule matches and record results, scorers, assists and clean sheets, with each match&apos;s
                captain, unavailable players and set-piece takers.
              </li>
              <li>
                Plan a formation for every period of a match, by drag and drop, tap-to-place on a phone or the
                keyboard alone, and keep a library of formations to reuse.
              </li>
              <li>
                Bring a team&apos;s fixtures and results in from the league&apos;s FA Full-Time pages, and
                keep them in step every day.
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
                <strong>Coaches</strong> manage the squad, set-piece takers, opponents, matches and
                formations.
              </li>
              <li>
                <strong>Parents and players</strong> see the squad, set-piece takers, statistics, opponents,
                matches and each period&apos;s formation, read-only, without other families&apos; contact
                details or the coaches&apos; notes.
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
