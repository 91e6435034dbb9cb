/**
 * An API path with every interpolated value encoded as one path segment:
 * apiPath`/api/teams/${teamId}/players`. A team id or row id can then never add a segment or a query.
 */
export function apiPath(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce(
    (path, text, index) =>
      index === 0 ? text : `${path}${encodeURIComponent(String(values[index - 1]))}${text}`,
    '',
  );
}
