import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { transform } from 'esbuild';

// The UK time module reads the UK's clock through the platform's Temporal where the browser has it, and
// through Intl elsewhere (Node, Safari): shared/domain/uk-time.ts says why. The unit tests run in Node,
// which has no Temporal, so they only ever take the Intl path. This runs the module itself in the
// browser the app is tested in, once as it is and once with Temporal taken away before it loads, and
// holds the two to the same answers: every clock change of the UK from 1900 to 2100 minute by minute,
// the hours around them typed as wall-clock times (the skipped and the repeated ones), and instants
// scattered over 1840-2100 (London's offset before 1847 was not whole minutes).

// The three readings the rest of the module builds on (ukDayAndHour, say, is one ukWallClock reading).
type UkTime = Pick<
  typeof import('../shared/domain/uk-time'),
  'ukWallClock' | 'ukWallClockToInstant' | 'ukDate'
>;

declare global {
  interface Window {
    ukTime?: UkTime;
  }
}

const source = fs.readFileSync(path.join(import.meta.dirname, '../shared/domain/uk-time.ts'), 'utf8');

async function loadModule(page: Page, { withTemporal }: { withTemporal: boolean }): Promise<void> {
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  if (!withTemporal) await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'Temporal'));
  // A blank page of our own, so the init script runs before the module does.
  await page.goto('data:text/html,<title>uk time</title>');
  await page.addScriptTag({
    type: 'module',
    content: `${code}\nwindow.ukTime = { ukWallClock, ukWallClockToInstant, ukDate };`,
  });
  await page.waitForFunction(() => window.ukTime !== undefined);
}

/** Every reading this test compares, one line each, as the page's copy of the module gives them. */
function readings(page: Page): Promise<string> {
  return page.evaluate(() => {
    const uk = window.ukTime as UkTime;
    const lines: string[] = [];
    const read = (instant: number) => {
      const clock = uk.ukWallClock(instant);
      lines.push(`${instant} ${JSON.stringify(clock)} ${uk.ukDate(instant)}`);
    };
    const MINUTE = 60_000;
    const HOUR = 60 * MINUTE;
    const lastSunday = (year: number, monthIndex: number) => {
      const last = new Date(Date.UTC(year, monthIndex + 1, 0));
      return last.getUTCDate() - last.getUTCDay();
    };
    for (let year = 1900; year <= 2100; year += 1) {
      for (const monthIndex of [2, 9]) {
        const day = lastSunday(year, monthIndex);
        // The change itself is at 01:00 UTC on the last Sunday since 1996 (other days and hours
        // before): three hours either side of it, minute by minute, then the wall-clock times typed.
        const change = Date.UTC(year, monthIndex, day, 1);
        for (let at = change - 3 * HOUR; at <= change + 3 * HOUR; at += MINUTE) read(at);
        for (let minutes = 0; minutes <= 4 * 60; minutes += 15) {
          const typed = uk.ukWallClockToInstant(
            year,
            monthIndex + 1,
            day,
            Math.floor(minutes / 60),
            minutes % 60,
          );
          lines.push(`typed ${year}-${monthIndex + 1}-${day} +${minutes} ${typed.getTime()}`);
        }
      }
    }
    // Scattered instants: a stride that is no whole number of minutes, so every second of the minute
    // and every hour of the day comes round.
    const stride = 7 * HOUR + 13 * MINUTE + 17_000;
    for (let at = Date.UTC(1840, 0, 1); at < Date.UTC(2100, 0, 1); at += stride) read(at);
    // What a caller may hand over: a fraction of a millisecond, the last instant Date allows, a year
    // with fewer than four digits. (Before year 1 they differ: Intl counts years BC up from 1.)
    read(Date.UTC(2026, 9, 25, 0, 59, 59, 999) + 0.5);
    read(8.64e15);
    read(Date.UTC(999, 11, 31, 23, 59));
    for (const bad of [Number.NaN, 8.64e15 + 1, Number.POSITIVE_INFINITY]) {
      try {
        uk.ukWallClock(bad);
        lines.push(`${bad} no error`);
      } catch (error) {
        lines.push(`${bad} ${(error as Error).name}`);
      }
    }
    return lines.join('\n');
  });
}

test('the UK clock reads the same through Temporal as through Intl', { tag: '@once' }, async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const withTemporal = await browser.newPage();
  const withIntl = await browser.newPage();
  try {
    await loadModule(withTemporal, { withTemporal: true });
    await loadModule(withIntl, { withTemporal: false });
    // Without Temporal in the browser the two pages would both read through Intl and prove nothing.
    expect(await withTemporal.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe(
      'object',
    );
    expect(await withIntl.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe(
      'undefined',
    );

    const [temporal, intl] = await Promise.all([readings(withTemporal), readings(withIntl)]);
    const temporalLines = temporal.split('\n');
    const intlLines = intl.split('\n');
    expect(temporalLines.length).toBeGreaterThan(300_000);
    expect(temporalLines.length).toBe(intlLines.length);
    const firstDifference = temporalLines.findIndex((line, index) => line !== intlLines[index]);
    expect(
      firstDifference === -1
        ? 'the same'
        : `Temporal: ${temporalLines[firstDifference]}\nIntl:     ${intlLines[firstDifference]}`,
    ).toBe('the same');
    // A known reading, so neither path can agree with the other by being wrong the same way.
    expect(temporalLines).toContain(
      `${Date.UTC(2026, 9, 25, 0, 30)} {"year":2026,"month":10,"day":25,"hour":1,"minute":30,"weekday":0} 2026-10-25`,
    );
  } finally {
    await withTemporal.close();
    await withIntl.close();
  }
});
