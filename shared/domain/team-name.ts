// Team names on FA Full-Time are free text typed by each league's fixture secretary, and the same team
// turns up written several ways: "Club - Team" or "Club Team", "F.C." or "FC", "&" or "and", "U7S" or
// "U7", and with the season stuck on one end ("(25/26) Riverside Rovers U12", "… 2025-26"). A sync
// decides which side of a fixture is ours and which opponent it already knows by name, so every
// spelling of one team has to compare equal, while a different age group or colour must not.

// Seasons as secretaries write them: 25/26, 2025/26, 2025-2026, optionally in brackets. The two years
// must follow each other, so a number that belongs to the name ("Club 1874", "Hull 10-8") stays.
const SEASON = String.raw`[(\[]?\s*(\d{2}|\d{4})\s*[-/–—]\s*(\d{2}|\d{4})\s*[)\]]?`;
// A season ends where a word does, or at its closing bracket ("(25/26)Riverside").
const SEASON_PREFIX = new RegExp(String.raw`^${SEASON}(?:(?<=[)\]])|(?=\s|$))`);
// "Under 10-11" and "U 10-11" are age bands, not seasons.
const SEASON_SUFFIX = new RegExp(String.raw`(?:(?<=^|\s)|(?=[(\[]))(?<!\b(?:under|u)\s+)${SEASON}$`);

/**
 * The form of a team name used to compare names written by different people: lower case, NFKC, no
 * punctuation, "and" for "&", dashes read as spaces, "u11" for U11S and Under 11s, and no season before
 * or after the name. Only for comparing: show people the name as Full-Time wrote it.
 */
export function normaliseTeamName(name: string): string {
  let text = name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  text = withoutSeason(text);
  return (
    text
      .replace(/&/g, ' and ')
      // Dropped rather than spaced, so "F.C." is "fc" and "Aldhelm’s" is "aldhelms".
      .replace(/[.'’‘`´]/g, '')
      // Everything else that is not a letter or a digit separates words: dashes anywhere ("Club - Team",
      // "Stoke-on-Trent"), brackets, commas, slashes.
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      // An age group: U11, U11s, U 11, Under 11s are one.
      .replace(/\b(?:u|under) ?(\d{1,2})s?\b/g, 'u$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function isSameTeam(a: string, b: string): boolean {
  return normaliseTeamName(a) === normaliseTeamName(b);
}

/** `text` without a season at its start or end (lower case, single spaces). */
function withoutSeason(text: string): string {
  let result = text;
  const prefix = SEASON_PREFIX.exec(result);
  if (prefix && isSeason(prefix[0], prefix[1], prefix[2])) result = result.slice(prefix[0].length).trim();
  const suffix = SEASON_SUFFIX.exec(result);
  if (suffix && isSeason(suffix[0], suffix[1], suffix[2])) result = result.slice(0, suffix.index).trim();
  // A name that is nothing but a season is left alone rather than emptied.
  return result.replace(/^[-–—\s]+|[-–—\s]+$/g, '') === '' ? text : result;
}

function isSeason(whole: string, first = '', second = ''): boolean {
  // Brackets, when there are any, open and close together: "(25/26" is not a season.
  const opens = /^[([]/.test(whole);
  const closes = /[)\]]$/.test(whole);
  if (opens !== closes) return false;
  if (first.length === 2 && second.length === 4) return false;
  const start = Number(first);
  const end = Number(second);
  if (second.length === 4) return end === start + 1;
  return end === (start + 1) % 100;
}
