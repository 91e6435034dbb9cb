import { Parser } from 'htmlparser2';
import { FullTimePageError } from './fulltime-page.js';

// cheerio (parse5) builds a page's tree in time that grows with the square of its nesting depth and of
// the attributes on one tag: a 320 KB page of 64,000 nested <div> takes over a minute. Before that
// parse, one linear pass of htmlparser2's tokenizer (no tree, no entity decoding) measures the page and
// stops at the first cap passed, so a hostile page costs tens of milliseconds however it is built.
// Full-Time's own pages sit far below every cap (a 220 KB list page: 1,300 elements, 17 levels, 2,000
// attributes, 8 on its busiest tag); the caps leave room for a browser's "Save page as" additions.
// End tags that close nothing cost the tokenizer a look through its open elements each (up to maxDepth),
// and have no event of their own: they are counted first, as "</" in the raw text.
// What the tokenizer cannot see (parse5 re-opening misnested <b>/<a>/… in every later block) is left to
// the time and memory limits of the child process that parses (parse-off-thread.ts).

export const PAGE_SHAPE_LIMITS = {
  maxDepth: 200,
  maxElements: 40_000,
  maxEndTags: 40_000,
  maxAttributesPerElement: 100,
  maxAttributes: 100_000,
} as const;

/** Throws FullTimePageError('too-complex') when the page passes a cap; returns once it has read it all. */
export function checkPageShape(html: string): void {
  const limits = PAGE_SHAPE_LIMITS;
  if (countEndTags(html, limits.maxEndTags) > limits.maxEndTags) {
    throw tooComplex(
      `This page has more than ${count(limits.maxEndTags)} end tags, too many to be a Full-Time page (Full-Time's own pages have about 1,300)`,
    );
  }
  let depth = 0;
  let elements = 0;
  let attributes = 0;
  let tagAttributes = 0;
  const parser = new Parser(
    {
      onopentagname() {
        elements += 1;
        if (elements > limits.maxElements) {
          throw tooComplex(
            `This page has more than ${count(limits.maxElements)} elements, too many to be a Full-Time page (Full-Time's own pages have about 1,300)`,
          );
        }
        tagAttributes = 0;
      },
      onattribute() {
        tagAttributes += 1;
        attributes += 1;
        if (tagAttributes > limits.maxAttributesPerElement || attributes > limits.maxAttributes) {
          throw tooComplex(
            "This page has more attributes on its tags than a Full-Time page could (Full-Time's own pages have at most 8 on a tag)",
          );
        }
      },
      onopentag() {
        depth += 1;
        if (depth > limits.maxDepth) {
          throw tooComplex(
            `This page is too deeply nested to be a Full-Time page (more than ${limits.maxDepth} levels; Full-Time's own pages have about 20)`,
          );
        }
      },
      // Also called for void elements and for every element an end tag or the page's end closes.
      onclosetag() {
        depth -= 1;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
}

/** How many times "</" occurs, counting no further than one past `max`. */
function countEndTags(html: string, max: number): number {
  let found = 0;
  for (let at = html.indexOf('</'); at !== -1 && found <= max; at = html.indexOf('</', at + 2)) found += 1;
  return found;
}

function tooComplex(message: string): FullTimePageError {
  return new FullTimePageError('too-complex', message);
}

const count = (n: number) => n.toLocaleString('en-GB');
