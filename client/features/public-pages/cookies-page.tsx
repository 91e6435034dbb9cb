import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from '../../../shared/domain/figures';
import { InfoPage, POLICIES_UPDATED } from './info-page';

export function CookiesPage() {
  return (
    <InfoPage
      title="Cookie Policy"
      updated={POLICIES_UPDATED}
      summary="Touchline uses a single, essential cookie to keep you signed in. No advertising, analytics or tracking cookies."
      sections={[
        {
          id: 'session',
          heading: 'The session cookie',
          body: (
            <>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone, and a keyboard can only scroll what it can focus. */}
              <section className="overflow-x-auto" tabIndex={0} aria-label="Cookies Touchline sets">
                <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
                  <caption className="sr-only">Cookies Touchline sets</caption>
                  <thead>
                    <tr className="border-b border-slate-300">
                      <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                        Name
                      </th>
                      <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                        Purpose
                      </th>
                      <th scope="col" className="py-2 font-semibold text-slate-900">
                        Lasts
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr className="border-b border-slate-200 align-top">
                      <td className="py-2 pr-4 font-mono">sid</td>
                      <td className="py-2 pr-4">
                        Keeps you signed in. Holds a random identifier, nothing about you.
                      </td>
                      <td className="py-2">
                        {SESSION_IDLE_DAYS} days, renewed each time you use Touchline (at most{' '}
                        {SESSION_MAX_DAYS} days after you signed in)
                      </td>
                    </tr>
                  </tbody>
                </table>
              </section>
              <p>
                On secure sites the cookie is called <span className="font-mono">__Host-sid</span>. It cannot
                be read by scripts, is sent only to Touchline, and is not sent with requests started by other
                websites.
              </p>
            </>
          ),
        },
        {
          id: 'consent',
          heading: 'Why we do not ask for consent',
          body: (
            <p>
              The session cookie is strictly necessary to provide the service you asked for, so the law does
              not require a consent banner. We set no other cookies. Your browser may also keep pages in local
              storage for speed; that stays on your device.
            </p>
          ),
        },
        {
          id: 'control',
          heading: 'Removing it',
          body: (
            <p>
              Logging out deletes the session on our side and clears the cookie. You can also delete cookies
              in your browser settings at any time; you will simply need a new sign-in link.
            </p>
          ),
        },
      ]}
    />
  );
}
