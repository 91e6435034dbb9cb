import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FULLTIME_PAGE_MAX_BYTES } from '../../../shared/contracts/fixtures-sync.js';
import { FullTimePageError } from './fulltime-page.js';
import { checkPageShape, PAGE_SHAPE_LIMITS } from './page-shape.js';

const testPages = new URL('./test-pages/', import.meta.url);
const testPage = (name: string) => readFileSync(new URL(name, testPages), 'utf8');

function shapeError(html: string): FullTimePageError {
  try {
    checkPageShape(html);
  } catch (error) {
    if (error instanceof FullTimePageError) return error;
    throw error;
  }
  throw new Error('expected a FullTimePageError');
}

/** `unit` repeated to fill the import's 2 MB cap, after `prefix`. */
const fill2Mb = (unit: string, prefix = '') =>
  prefix + unit.repeat(Math.floor((FULLTIME_PAGE_MAX_BYTES - prefix.length) / unit.length));

/** The slowest of a few runs, in ms: the first run pays for the JIT's warm-up. */
/**
 * The fastest of three runs: a read that backtracks is slow every time, while a busy machine (other
 * tests, a browser) makes only some runs slow. The slowest of three failed on a loaded 2-CPU runner.
 */
function fastestMs(run: () => void): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i += 1) {
    const start = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

describe('checkPageShape', () => {
  it('lets every Full-Time page in test-pages through, the real 2022 list pages among them', () => {
    const pages = readdirSync(testPages).filter((name) => name.endsWith('.html'));
    expect(pages).toEqual(expect.arrayContaining(['fixtures-list-2022.html', 'results-list-2022.html']));
    for (const name of pages) expect(() => checkPageShape(testPage(name)), name).not.toThrow();
  });

  it('lets a page right at every cap through', () => {
    const deep = '<div>'.repeat(PAGE_SHAPE_LIMITS.maxDepth);
    expect(() => checkPageShape(deep)).not.toThrow();
    const manyAttributes = `<p ${Array.from({ length: PAGE_SHAPE_LIMITS.maxAttributesPerElement }, (_, i) => `a${i}`).join(' ')}>`;
    expect(() => checkPageShape(manyAttributes)).not.toThrow();
    expect(() => checkPageShape('<td>x</td>'.repeat(PAGE_SHAPE_LIMITS.maxElements))).not.toThrow();
  });

  it('refuses 64,000 nested <div> (320 KB) at once, saying how deep Full-Time pages go', () => {
    const html = '<div>'.repeat(64_000);
    const error = shapeError(html);
    expect(error.reason).toBe('too-complex');
    expect(error.message).toBe(
      "This page is too deeply nested to be a Full-Time page (more than 200 levels; Full-Time's own pages have about 20)",
    );
    expect(fastestMs(() => shapeError(html))).toBeLessThan(100);
  });

  it('counts the levels that unclosed tags, void elements and end tags leave open', () => {
    // Unclosed <span>s nest; <br> and <img> close themselves; </div> closes the <span>s left inside it.
    expect(shapeError('<span>x'.repeat(201)).reason).toBe('too-complex');
    expect(() => checkPageShape('<br><img src=x>'.repeat(5_000))).not.toThrow();
    expect(() => checkPageShape(`<div>${'<span>'.repeat(150)}</div>`.repeat(200))).not.toThrow();
    // HTML closes an open <p> at the next <p>, a <li> at the next <li>: those do not nest.
    expect(() => checkPageShape('<p>x'.repeat(1_000))).not.toThrow();
    expect(() => checkPageShape(`<ul>${'<li>x'.repeat(1_000)}</ul>`)).not.toThrow();
  });

  it('refuses a flat page of 100,000 <td>', () => {
    const error = shapeError('<td>'.repeat(100_000));
    expect(error.reason).toBe('too-complex');
    expect(error.message).toBe(
      "This page has more than 40,000 elements, too many to be a Full-Time page (Full-Time's own pages have about 1,300)",
    );
  });

  it('refuses a tag with hundreds of attributes, and more attributes in all than a page could carry', () => {
    const wide = `<p ${Array.from({ length: 101 }, (_, i) => `a${i}`).join(' ')}>`;
    expect(shapeError(wide).reason).toBe('too-complex');
    expect(shapeError('<p a b c d e f g h i j>'.repeat(11_000)).reason).toBe('too-complex');
  });

  it('refuses a page of end tags that close nothing', () => {
    expect(shapeError(fill2Mb('</i>', '<span>'.repeat(199))).message).toMatch(/more than 40,000 end tags/);
  });

  it('reads any 2 MB page in tens of milliseconds', () => {
    const worst = {
      nested: fill2Mb('<div>'),
      flat: fill2Mb('<td>'),
      unmatchedEndTags: fill2Mb('</i>', '<span>'.repeat(199)),
      text: fill2Mb('Kestrel Park U11 '),
      lessThanSigns: fill2Mb('<'),
      unfinishedTags: fill2Mb('<a'),
      comment: `<!--${'x'.repeat(FULLTIME_PAGE_MAX_BYTES - 7)}-->`,
    };
    for (const [name, html] of Object.entries(worst)) {
      const ms = fastestMs(() => {
        try {
          checkPageShape(html);
        } catch (error) {
          if (!(error instanceof FullTimePageError)) throw error;
        }
      });
      // Tens of ms on a developer's machine; the bound leaves room for a busy CI runner.
      expect(ms, name).toBeLessThan(500);
    }
  });
});
