// Tokens travel in the verify link's query string: keep them out of every log line, however the name
// is spelled (`?%74oken=` is parsed as `token` too).
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const kept = [...params].map(
    ([name, value]) =>
      `${encodeURIComponent(name)}=${name.toLowerCase().includes('token') ? '[redacted]' : encodeURIComponent(value)}`,
  );
  return `${url.slice(0, queryAt)}?${kept.join('&')}`;
}
