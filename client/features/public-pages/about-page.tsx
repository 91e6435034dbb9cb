import { Link } from 'react-router';
import { InfoPage } from './info-page';
import { policyFacts as f } from './policy-facts';

export function AboutPage() {
  return (
    <InfoPage
      title="About Us"
      summary="Touchline helps volunteer coaches and club secretaries run grassroots football teams: squads, fixtures, formations and results in one place that works on a phone at the side of the pitch."
      sections={[
        {
          id: 'why',
          heading: 'Why we built it',
          body: (
            <>
              <p>
                Grassroots football runs on volunteers. Team sheets live on the back of envelopes, set-piece
                takers in someone&apos;s head and results in a group chat. Touchline keeps them together so a
                coach can plan the next match in the car park and a parent can check the line-up without
                asking.
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
                Plan a formation for every period of a match by drag and drop, or tap-to-place on a phone.
              </li>
              <li>
                Run a squad of up to {f.squadMaximum} players with shirt numbers ({f.shirtNumbers}),
                positions, coaching notes and penalty, corner and free-kick takers.
              </li>
              <li>Track opposition teams with their last result and next fixture.</li>
              <li>
                Record results, scorers, assists and clean sheets, and see season statistics per player.
              </li>
              <li>Keep fixtures in step with the league&apos;s FA Full-Time pages.</li>
            </ul>
          ),
        },
        {
          id: 'who',
          heading: 'Who uses it',
          body: (
            <ul>
              <li>
                <strong>Club administrators</strong> set up teams each season and invite coaches and families.
              </li>
              <li>
                <strong>Coaches</strong> manage the squad, fixtures and formations.
              </li>
              <li>
                <strong>Parents and players</strong> see the squad, fixtures and plans, read-only, without
                other families&apos; contact details or the coaches&apos; notes.
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
              e-mail you, valid for {f.magicLinkMinutes} minutes. We collect only what a team needs. Read our{' '}
              <Link to="/privacy">Privacy Policy</Link> and <Link to="/data-protection">Data Protection</Link>{' '}
              pages for the details, or <Link to="/contact">get in touch</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
