import { describe, expect, it } from 'vitest';
import { isSameTeam, normaliseTeamName } from './team-name.js';

describe('isSameTeam', () => {
  it.each([
    // Club - Team or Club Team, any dash, any case, any spacing.
    ['Riverside Rovers - U12', 'Riverside Rovers U12'],
    ['Kingsford Colts - Blue U12', 'Kingsford Colts Blue U12'],
    ['Kingsford Colts – Blue U12', 'Kingsford Colts Blue U12'],
    ['Kingsford Colts—Blue U12', 'Kingsford Colts Blue U12'],
    ['RIVERSIDE rovers u12', 'Riverside Rovers U12'],
    ['Riverside  Rovers\u00a0 U12 ', 'Riverside Rovers U12'],
    ['  Riverside Rovers U12  ', 'Riverside Rovers U12'],
    ['Stoke-on-Trent Colts', 'Stoke on Trent Colts'],
    ['Rossendale United - Yellow U7S', 'Rossendale United Yellow U7'],
    // NFKC: full-width letters and ligatures.
    ['Ｒｉｖｅｒｓｉｄｅ Rovers U12', 'Riverside Rovers U12'],
    ['Riverside Rovers Ｕ１２', 'Riverside Rovers U12'],
    // Punctuation.
    ['St. Aldhelm’s F.C. U10', 'St Aldhelms FC U10'],
    ["St Aldhelm's FC U10", 'St Aldhelms FC U10'],
    ['Riverside Rovers (Blue), U12', 'Riverside Rovers Blue U12'],
    ['Brent & Harrow Youth', 'Brent and Harrow Youth'],
    ['Brent&Harrow Youth', 'Brent and Harrow Youth'],
    // Age groups.
    ['Junior Hoops JFC - Bears U7S', 'Junior Hoops JFC Bears U7'],
    ['Riverside Rovers U11s', 'Riverside Rovers U11'],
    ["Riverside Rovers U11's", 'Riverside Rovers U11'],
    ['Riverside Rovers Under 11s', 'Riverside Rovers U11'],
    ['Riverside Rovers Under 11', 'Riverside Rovers U11S'],
    ['Riverside Rovers U-11', 'Riverside Rovers U11'],
    ['Riverside Rovers U11S Lions', 'Riverside Rovers U11 Lions'],
    // Seasons before or after the name.
    ['(25/26) Riverside Rovers U12', 'Riverside Rovers U12'],
    ['(25/26)Riverside Rovers U12', 'Riverside Rovers U12'],
    ['25/26 Riverside Rovers U12', 'Riverside Rovers U12'],
    ['2025/26 Riverside Rovers U12', 'Riverside Rovers U12'],
    ['[2025-2026] Riverside Rovers U12', 'Riverside Rovers U12'],
    ['Riverside Rovers U12 25-26', 'Riverside Rovers U12'],
    ['Riverside Rovers U12 2025-26', 'Riverside Rovers U12'],
    ['Riverside Rovers U12 (2025/2026)', 'Riverside Rovers U12'],
    ['Riverside Rovers U12(2025/2026)', 'Riverside Rovers U12'],
    ['Riverside Rovers U12 25/26', 'Riverside Rovers U12'],
    ['Riverside Rovers U12 - 25/26', 'Riverside Rovers U12'],
    ['Riverside Rovers U12 2025 - 2026', 'Riverside Rovers U12'],
    ['Riverside Rovers U12 99/00', 'Riverside Rovers U12'],
    ['(25/26) Riverside Rovers - U12S (2025/26)', 'Riverside Rovers U12'],
  ])('%j is the same team as %j', (a, b) => {
    expect(isSameTeam(a, b)).toBe(true);
    expect(isSameTeam(b, a)).toBe(true);
  });

  it.each([
    ['Rossendale United Yellow U7', 'Rossendale United Yellow U8'],
    ['Rossendale United - Yellow U7S', 'Rossendale United - Yellow U17S'],
    ['Riverside Rovers U12', 'Riverside Rovers U11'],
    ['Kingsford Colts - Blue U12', 'Kingsford Colts - Red U12'],
    ['Riverside Rovers U12', 'Riverside Rangers U12'],
    ['Riverside Rovers U12', 'Riverside Rovers U12 Lions'],
    ['Mill Hill Juniors - Red U14S', 'Mill Hill Juniors - Red U15S'],
    // Numbers that belong to the name stay.
    ['Club 1874', 'Club'],
    ['Club 1874 U10', 'Club U10'],
    ['Riverside 2000 U12', 'Riverside U12'],
    // Not a season: the years do not follow each other, or the brackets do not pair.
    ['Riverside Rovers U12 25/27', 'Riverside Rovers U12'],
    ['Riverside Rovers U12 2025/2027', 'Riverside Rovers U12'],
    ['Riverside Rovers Under 10-11', 'Riverside Rovers Under 10'],
    ['Riverside Rovers U12 (25/26', 'Riverside Rovers U12'],
    // A letter next to an age group is another word.
    ['Riverside Rovers U11s', 'Riverside Rovers U11 S'],
  ])('%j and %j stay different', (a, b) => {
    expect(isSameTeam(a, b)).toBe(false);
  });
});

describe('normaliseTeamName', () => {
  it.each([
    ['  Kingsford Colts  -  Blue  U12 ', 'kingsford colts blue u12'],
    ["St. Aldhelm's & Co", 'st aldhelms and co'],
    ['(25/26) Rossendale United - Yellow U7S', 'rossendale united yellow u7'],
    ['Club 1874', 'club 1874'],
    ['Riverside Under 11s 2025-26', 'riverside u11'],
  ])('writes %j as %j', (name, normalised) => {
    expect(normaliseTeamName(name)).toBe(normalised);
  });

  it('keeps a name that is nothing but a season, and gives an empty name as empty', () => {
    expect(normaliseTeamName('2025/26')).toBe('2025 26');
    expect(normaliseTeamName('  - ')).toBe('');
    expect(normaliseTeamName('')).toBe('');
  });
});
