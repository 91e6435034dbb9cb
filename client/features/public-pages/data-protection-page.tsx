import { Link } from 'react-router';
import {
  BREACH_NOTIFICATION_HOURS,
  DATA_DELETION_DAYS,
  MAGIC_LINK_MINUTES,
  SECURITY_LOG_DAYS,
  SESSION_IDLE_DAYS,
  SESSION_MAX_DAYS,
  SUPPORT_REPLY_HOURS,
} from '../../../shared/domain/figures';
import { SHIRT_NUMBER_MAX, SHIRT_NUMBER_MIN } from '../../../shared/domain/squad-limits';
import { InfoPage, POLICIES_UPDATED } from './info-page';

export function DataProtectionPage() {
  return (
    <InfoPage
      title="Data Protection"
      updated={POLICIES_UPDATED}
      summary="How Touchline protects the personal data of players, families and volunteers, and what we do if something goes wrong."
      sections={[
        {
          id: 'security',
          heading: 'How we protect data',
          body: (
            <ul>
              <li>
                No passwords: you sign in with a single-use link that expires after {MAGIC_LINK_MINUTES}{' '}
                minutes.
              </li>
              <li>Sign-in links and session identifiers are stored only as one-way hashes.</li>
              <li>
                Sessions end after {SESSION_IDLE_DAYS} days without use and always after {SESSION_MAX_DAYS}{' '}
                days; logging out ends them at once.
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
              A player needs only a first name, shirt number ({SHIRT_NUMBER_MIN}-{SHIRT_NUMBER_MAX}) and
              position. Everything else is optional. Parents and players never see other families&apos; e-mail
              addresses or coaching notes.
            </p>
          ),
        },
        {
          id: 'retention',
          heading: 'Retention and deletion',
          body: (
            <ul>
              <li>Deletion requests are completed within {DATA_DELETION_DAYS} days.</li>
              <li>Deleting a club or team deletes its squads, fixtures, results and formations with it.</li>
              <li>Security logs are kept for {SECURITY_LOG_DAYS} days, then deleted.</li>
            </ul>
          ),
        },
        {
          id: 'breaches',
          heading: 'If something goes wrong',
          body: (
            <p>
              If a personal data breach is likely to put people at risk, we notify the affected clubs and the
              supervisory authority within {BREACH_NOTIFICATION_HOURS} hours of becoming aware of it, with
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
              {SUPPORT_REPLY_HOURS} hours. To report a security concern, choose the Security category.
            </p>
          ),
        },
      ]}
    />
  );
}
