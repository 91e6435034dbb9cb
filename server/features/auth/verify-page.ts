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

/** Opening the e-mailed link only shows this; the token is consumed by the POST it submits. */
export function renderVerifyPage(token: string): string {
  return page(
    'Signing you in',
    `<h1>Signing you in…</h1><p>One moment. If nothing happens, press the button.</p>
<form id="verify-form" method="post" action="/api/auth/verify"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Sign in</button></form>`,
    '<script src="/api/auth/verify.js"></script>',
  );
}

// Served as a file so the Content-Security-Policy can forbid inline scripts.
export const verifyScript = `(function(){var f=document.getElementById('verify-form');if(f&&!sessionStorage.getItem('tl-verify-'+f.token.value.slice(0,8))){sessionStorage.setItem('tl-verify-'+f.token.value.slice(0,8),'1');f.submit();}})();`;

export function renderInvalidLinkPage(): string {
  return page(
    'Sign-in link not valid',
    `<h1>This sign-in link can't be used</h1>
<p>It has expired, was already used, or is incomplete. Each link works once, for 30 minutes.</p>
<a class="button" href="/email-login">Request a new link</a>`,
  );
}
