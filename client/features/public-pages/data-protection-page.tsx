import { Link } from 'react-router';
import { InfoPage } from './info-page';
import { policyFacts as f } from './policy-facts';

export function DataProtectionPage() {
  return (
    <InfoPage
      title="Data Protection"
      updated={f.updated}
      summary="How Touchline protects the personal data of players, families and volunteers, and what we do if something goes wrong."
      sections={[
        {
          id: 'security',
          heading: 'How we protect data',
          body: (
            <ul>
              <li>
                No passwords: you sign in with a single-use link that expires after {f.magicLinkMinutes}{' '}
                minutes.
              </li>
              <li>Sign-in links and session identifiers are stored only as one-way hashes.</li>
              <li>
                Sessions end after {f.sessionDays} days without use and always after {f.sessionCapDays} days;
                logging out ends them at once.
              </li>
              <li>
                Every request is checked against your role on that team; other teams are invisible to you.
              </li>
              <li>Traffic is encrypted in transit; pages are served with strict security headers.</li>
              <li>Repeated sign-in requests are rate limited to stop guessing and abuse.</li>
            </ul>
          ),
        },
        {
          id: 'minimisation',
          heading: 'Collecting as little as possible',
          body: (
            <p>
              A player needs only a first name, shirt number ({f.shirtNumbers}) and position. Everything else
              is optional. Parents and players never see other families&apos; e-mail addresses or coaching
              notes.
            </p>
          ),
        },
        {
          id: 'retention',
          heading: 'Retention and deletion',
          body: (
            <ul>
              <li>Deletion requests are completed within {f.dataDeletionDays} days.</li>
              <li>Deleting a club or team deletes its squads, fixtures, results and formations with it.</li>
              <li>Security logs are kept for {f.securityLogDays} days, then deleted.</li>
            </ul>
          ),
        },
        {
          id: 'breaches',
          heading: 'If something goes wrong',
          body: (
            <p>
              If a personal data breach is likely to put people at risk, we notify the affected clubs and the
              supervisory authority within {f.breachNotificationHours} hours of becoming aware of it, with
              what happened, what data was involved and what we are doing about it.
            </p>
          ),
        },
        {
          id: 'requests',
          heading: 'Making a request',
          body: (
            <p>
              To see, correct or delete data, ask your club administrator or{' '}
              <Link to="/contact">contact us</Link> with the Privacy category. We reply within{' '}
              {f.supportReplyHours} hours. To report a security concern, choose the Security category.
            </p>
          ),
        },
      ]}
    />
  );
}
