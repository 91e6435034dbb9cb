import { Link } from 'react-router';
import { DATA_DELETION_DAYS, MAGIC_LINK_MINUTES, SUPPORT_REPLY_HOURS } from '../../../shared/domain/figures';
import { InfoPage, POLICIES_UPDATED } from './info-page';

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      updated={POLICIES_UPDATED}
      summary="The rules for using Touchline. By signing in you agree to them on behalf of yourself and, if you are an administrator, your club."
      sections={[
        {
          id: 'service',
          heading: 'The service',
          body: (
            <p>
              Touchline is a team-management tool for football clubs. Access is by invitation from a club or
              platform administrator. We aim to keep it available and fast, but it is provided as it is, and
              we may change or improve features over time.
            </p>
          ),
        },
        {
          id: 'accounts',
          heading: 'Your account',
          body: (
            <ul>
              <li>Sign in only with your own e-mail address and do not forward your sign-in links.</li>
              <li>Sign-in links expire after {MAGIC_LINK_MINUTES} minutes and can be used once.</li>
              <li>Tell your club administrator if someone should no longer have access to a team.</li>
            </ul>
          ),
        },
        {
          id: 'club-responsibilities',
          heading: "Clubs' responsibilities",
          body: (
            <ul>
              <li>Invite only people who belong with the team, and remove them when they leave.</li>
              <li>
                Enter only the personal information a coach needs, with the agreement of the families
                concerned.
              </li>
              <li>Keep coaching notes factual and respectful: they are about football, not about people.</li>
            </ul>
          ),
        },
        {
          id: 'acceptable-use',
          heading: 'Acceptable use',
          body: (
            <p>
              Do not try to reach teams you were not invited to, overload the service, or use it to send
              unsolicited messages. We may suspend access that puts other users or their data at risk.
            </p>
          ),
        },
        {
          id: 'data',
          heading: 'Your data',
          body: (
            <p>
              Clubs own their team data. We process it as described in the{' '}
              <Link to="/privacy">Privacy Policy</Link> and <Link to="/data-protection">Data Protection</Link>{' '}
              pages, and delete it on request within {DATA_DELETION_DAYS} days.
            </p>
          ),
        },
        {
          id: 'liability',
          heading: 'Liability',
          body: (
            <p>
              Touchline helps you organise; it does not replace the league&apos;s official records. Check
              fixtures against your league. We are not liable for losses arising from the use of the service
              beyond what the law does not allow us to exclude.
            </p>
          ),
        },
        {
          id: 'contact',
          heading: 'Questions',
          body: (
            <p>
              <Link to="/contact">Contact us</Link>; we reply within {SUPPORT_REPLY_HOURS} hours.
            </p>
          ),
        },
      ]}
    />
  );
}
