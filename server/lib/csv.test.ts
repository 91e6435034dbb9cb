import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv.js';

describe('csvCell', () => {
  it('writes numbers bare and null as nothing', () => {
    expect(csvCell(42)).toBe('42');
    expect(csvCell(49.5)).toBe('49.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes text and doubles its quotes, so commas and line breaks stay in one cell', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('Jo "Rocket" Smith')).toBe('"Jo ""Rocket"" Smith"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell("O'Neil")).toBe(`"O'Neil"`);
    expect(csvCell('Anne-Marie')).toBe('"Anne-Marie"');
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Minutes'],
        ['Jo', 90],
      ]),
    ).toBe('\uFEFF"Name","Minutes"\r\n"Jo",90\r\n');
  });
});

describe('csvFileName', () => {
  it('keeps letters, digits and hyphens only', () => {
    expect(csvFileName(['playing-time', 'Riverside U12s', '2025-01-01', '2025-03-31'])).toBe(
      'playing-time-riverside-u12s-2025-01-01-2025-03-31.csv',
    );
    expect(csvFileName(['playing-time', 'Équipe "A"; rm -rf /'])).toBe('playing-time-equipe-a-rm-rf.csv');
    expect(csvFileName(['', '***'])).toBe('export.csv');
  });
});
