import { Link } from 'react-router';
import {
  DATA_DELETION_DAYS,
  MAGIC_LINK_MINUTES,
  SECURITY_LOG_DAYS,
  SUPPORT_REPLY_HOURS,
} from '../../../shared/domain/figures';
import { InfoPage, POLICIES_UPDATED } from './info-page';

export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      updated={POLICIES_UPDATED}
      summary="What personal information Touchline holds, why, who can see it, and how long we keep it. Written for clubs, coaches and families, in plain English."
      sections={[
        {
          id: 'who-we-are',
          heading: 'Who is responsible',
          body: (
            <p>
              Your club decides whose data goes into Touchline and is the data controller for it. Touchline
              processes that data on the club&apos;s behalf to provide the service. Questions about a
              team&apos;s records go to the club first; you can always <Link to="/contact">contact us</Link>{' '}
              too.
            </p>
          ),
        },
        {
          id: 'what-we-hold',
          heading: 'What we hold',
          body: (
            <ul>
              <li>Account details: e-mail address, name, and your role on each team.</li>
              <li>
                Squad details entered by coaches: first name and surname, shirt number, preferred position,
                optional age and height, coaching notes, set-piece roles, and up to three contact e-mail
                addresses (two parents and the player).
              </li>
              <li>
                Match details: fixtures, opponents, results, scorers, assists, clean sheets, availability and
                formations.
              </li>
              <li>Messages you send through the contact form.</li>
              <li>Security logs: sign-in requests, IP addresses and errors.</li>
            </ul>
          ),
        },
        {
          id: 'why',
          heading: 'Why we use it',
          body: (
            <p>
              Only to run your team in Touchline: to sign you in, show each person what their role allows,
              send the e-mails you ask for (sign-in links and invitations), and keep the service secure. We do
              not sell data, show adverts or build profiles. The lawful basis is the club&apos;s legitimate
              interest in organising its teams and, for contact messages, your request to us.
            </p>
          ),
        },
        {
          id: 'who-sees',
          heading: 'Who can see what',
          body: (
            <ul>
              <li>Coaches and administrators of a team see its squad, contact e-mails and coaching notes.</li>
              <li>
                Parents and players see the squad, fixtures and formations, but not other families&apos;
                e-mail addresses or the coaches&apos; notes.
              </li>
              <li>People who are not invited to a team see nothing of it.</li>
            </ul>
          ),
        },
        {
          id: 'retention',
          heading: 'How long we keep it',
          body: (
            <ul>
              <li>
                Team records stay while the team exists. When a club or team is deleted, its data goes with
                it.
              </li>
              <li>Data you ask us to delete is deleted within {DATA_DELETION_DAYS} days.</li>
              <li>Security logs are kept for {SECURITY_LOG_DAYS} days.</li>
              <li>Sign-in links expire after {MAGIC_LINK_MINUTES} minutes and work once.</li>
            </ul>
          ),
        },
        {
          id: 'your-rights',
          heading: 'Your rights',
          body: (
            <p>
              You can ask to see, correct or delete your data, or object to how it is used. Ask your club, or{' '}
              <Link to="/contact">contact us</Link> choosing the Privacy category; we reply within{' '}
              {SUPPORT_REPLY_HOURS} hours and complete deletions within {DATA_DELETION_DAYS} days. You may
              also complain to the Information Commissioner&apos;s Office.
            </p>
          ),
        },
        {
          id: 'children',
          heading: "Children's data",
          body: (
            <p>
              Many players are under 16. Clubs should enter only what a coach needs, and use a parent&apos;s
              e-mail address rather than a child&apos;s unless the family agrees. Coaching notes are visible
              to coaches and administrators only.
            </p>
          ),
        },
        {
          id: 'cookies',
          heading: 'Cookies',
          body: (
            <p>
              We use one essential cookie to keep you signed in. See the{' '}
              <Link to="/cookies">Cookie Policy</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
