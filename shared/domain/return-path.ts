// Where sign-in returns to: the page a signed-out person first asked for. The path travels in an
// address (/api/login?returnTo=, /email-login?returnTo=) that anyone can write and send, and the server
// ends sign-in with a redirect to it, so only a page of this app may pass: never another site (an open
// redirect), never an /api address (a link that signs you out the moment you sign in).

/** Far longer than any page address of the app; a longer one is not ours. */
export const RETURN_PATH_MAX_LENGTH = 2048;

// Any origin of our own would do: a path is read against it, and it must still be ours afterwards.
const BASE = 'https://touchline.invalid';

// First path segments that are not pages to return to: the API, and the sign-in page itself.
const NOT_PAGES = new Set(['api', 'email-login']);

// Printable ASCII without the backslash. Browsers drop tabs and newlines from an address
// ('/\t/evil.com' is '//evil.com') and read '\' as '/'; an address the app builds from its location
// is already percent-encoded, so it never has anything else.
const PLAIN = /^[\x21-\x5b\x5d-\x7e]+$/;

/** The path of `url` is one of ours, and a page. */
function isOurPage(url: URL): boolean {
  if (url.origin !== BASE || url.pathname.startsWith('//')) return false;
  const first = (url.pathname.split('/')[1] ?? '').split(';')[0] ?? '';
  return !NOT_PAGES.has(first.toLowerCase());
}

/**
 * `value` as a path of this app to return to (path, query and fragment, dot segments resolved), or null.
 * It must be a relative path from the root ('/…', not '//…'), and stay one after every layer of
 * percent-decoding, since a server or a later hop may decode it ('/%2F%2Fevil.com', '/%5Cevil').
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!PLAIN.test(value) || !value.startsWith('/') || value.startsWith('//')) return null;
  const url = new URL(value, BASE);
  if (!isOurPage(url)) return null;
  // The path part as each decoding reads it. Four layers are more than any honest address has.
  let path = value.slice(0, value.search(/[?#]|$/));
  for (let layer = 0; ; layer += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (decoded === path) break;
    if (layer === 4 || !PLAIN.test(decoded) || !isOurPage(new URL(decoded, BASE))) return null;
    path = decoded;
  }
  return url.pathname + url.search + url.hash;
}
