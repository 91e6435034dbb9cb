// CSV files a coach downloads and opens in a spreadsheet (RFC 4180). A name is typed by whoever edits the
// squad, so a cell is never trusted: every text cell is quoted, and one that a spreadsheet would read as
// a formula (starting = + - @, or a tab or carriage return that some strip first) is written with a
// leading apostrophe, the OWASP "CSV injection" advice, so it shows as text and never runs.

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as they are, null empty, text quoted with quotes doubled and formulas defused. */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * The file: a byte order mark, so Excel reads the names as UTF-8 rather than the PC's code page, then one
 * line per row, each ended by CRLF as RFC 4180 writes.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}

/**
 * A download's file name: the parts joined by hyphens, lower-case letters, digits and hyphens only, so
 * it needs no quoting rules in Content-Disposition and is a valid name on every system.
 */
export function csvFileName(parts: readonly string[]): string {
  const slug = parts
    .map((part) =>
      part
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((part) => part !== '')
    .join('-');
  return `${slug.slice(0, 120).replace(/-+$/, '') || 'export'}.csv`;
}
