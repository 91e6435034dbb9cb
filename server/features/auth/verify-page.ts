import { MAGIC_LINK_MINUTES } from '../../../shared/domain/figures.js';
import { escapeHtml } from '../../email/layout.js';

const styles = `body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f0f5f1;color:#0f172a;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px;box-sizing:border-box}
main{background:#fff;border-radius:16px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:32px;max-width:420px;width:100%;text-align:center}
h1{font-size:1.4rem;margin:0 0 12px}p{line-height:1.5;margin:0 0 20px;color:#334155}
button,a.button{display:inline-block;background:#15803d;color:#fff;border:0;border-radius:10px;padding:14px 24px;font-size:1rem;font-weight:600;text-decoration:none;cursor:pointer;min-width:200px}
button:focus-visible,a.button:focus-visible{outline:3px solid #0f172a;outline-offset:2px}`;

function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="same-origin"><title>${escapeHtml(title)} - Touchline</title><style>${styles}</style></head>
<body><main>${body}</main>${script}</body></html>`;
}

/**
 * Opening the e-mailed link only shows this; the token is consumed by the POST it submits. In the
 * browser that asked for the link the page submits itself (marked auto=1, which the POST checks);
 * anywhere else (another device, a mail scanner that runs scripts) it waits for the button.
 */
export function renderVerifyPage(token: string, options: { isAutomatic: boolean }): string {
  const form = `<form id="verify-form" method="post" action="/api/auth/verify"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="auto" value=""><button type="submit">Sign in</button></form>`;
  if (options.isAutomatic) {
    return page(
      'Signing you in',
      `<h1>Signing you in…</h1><p>One moment. If nothing happens, press the button.</p>\n${form}`,
      '<script src="/api/auth/verify.js"></script>',
    );
  }
  return page(
    'Sign in to Touchline',
    `<h1>Sign in to Touchline</h1><p>Press the button to sign in on this device.</p>\n${form}`,
  );
}

// Served as a file so the Content-Security-Policy can forbid inline scripts.
export const verifyScript = `(function(){var f=document.getElementById('verify-form');if(f&&!sessionStorage.getItem('tl-verify-'+f.token.value.slice(0,8))){sessionStorage.setItem('tl-verify-'+f.token.value.slice(0,8),'1');f.auto.value='1';f.submit();}})();`;

/** What another site's link to /api/logout shows: nothing changes until the button is pressed. */
export function renderSignOutPage(): string {
  return page(
    'Sign out?',
    `<h1>Sign out of Touchline?</h1><p>You followed a link that signs you out.</p>
<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
<p style="margin:20px 0 0"><a href="/">Stay signed in</a></p>`,
  );
}

/**
 * A link that cannot be used. `returnTo`, the page the link was asked from (already checked with
 * safeReturnPath), goes with the request for a new one, so that link still ends on that page.
 */
export function renderInvalidLinkPage(returnTo: string | null = null): string {
  const again = returnTo ? `/email-login?${new URLSearchParams({ returnTo })}` : '/email-login';
  return page(
    'Sign-in link not valid',
    `<h1>This sign-in link can't be used</h1>
<p>It has expired, was already used, or is incomplete. Each link works once, for ${MAGIC_LINK_MINUTES} minutes.</p>
<a class="button" href="${escapeHtml(again)}">Request a new link</a>`,
  );
}
