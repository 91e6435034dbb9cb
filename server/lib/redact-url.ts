// Tokens travel in the verify link's query string and in a calendar feed's path (/ical/<token>.ics):
// keep them out of every log line, however the name is spelled (`?%74oken=` is parsed as `token` too).
// The path is judged as decoded (`/%69cal/` reaches the same route) and kept only up to /ical/.
const FEED_PATH = /^(?:[a-z]+:\/\/[^/]*)?\/+ical\//i;

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged as it is.
  }
  if (FEED_PATH.test(decoded)) return '/ical/[redacted]';
  return redactQuery(url);
}

function redactQuery(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const kept = [...params].map(
    ([name, value]) =>
      `${encodeURIComponent(name)}=${name.toLowerCase().includes('token') ? '[redacted]' : encodeURIComponent(value)}`,
  );
  return `${url.slice(0, queryAt)}?${kept.join('&')}`;
}
