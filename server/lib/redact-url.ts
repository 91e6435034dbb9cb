// Tokens travel in the verify link's query string, in a calendar feed's path (/ical/<token>.ics) and in
// an answer link's (/answer/<token>, /api/answer-links/<token>, decision 059): keep them out of every log
// line, however the name is spelled (`?%74oken=` is parsed as `token` too). The path is judged as
// decoded (`/%69cal/` reaches the same route) and kept only up to the token.
const FEED_PATH = /^(?:[a-z]+:\/\/[^/]*)?\/+ical\//i;
const ANSWER_PAGE_PATH = /^(?:[a-z]+:\/\/[^/]*)?\/+answer\//i;
const ANSWER_API_PATH = /^(?:[a-z]+:\/\/[^/]*)?\/+api\/+answer-links\//i;

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
  if (ANSWER_PAGE_PATH.test(decoded)) return '/answer/[redacted]';
  if (ANSWER_API_PATH.test(decoded)) return '/api/answer-links/[redacted]';
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
