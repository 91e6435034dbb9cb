import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pitch, type PitchPlayer } from './pitch';

const players: PitchPlayer[] = [
  { id: 11, shirtNumber: 9, firstName: 'Ava', lastName: 'King', x: 84, y: 35 },
  { id: 12, shirtNumber: 2, firstName: 'Ben', lastName: 'Cole', x: 25, y: 20, isCaptain: true },
  { id: 13, shirtNumber: 1, firstName: 'Cal', lastName: 'Reed', x: 5, y: 50 },
  { id: 14, shirtNumber: 6, firstName: 'Dan', lastName: null, x: 52, y: 40, isUnavailable: true },
];

/** The markup of one element found by an attribute, up to the end of its opening tag. */
const openingTag = (html: string, attribute: string) =>
  html.match(new RegExp(`<[^>]*${attribute}[^>]*>`))?.[0];

describe('Pitch (server-rendered)', () => {
  const html = renderToStaticMarkup(<Pitch players={players} size="viewer" label="Period 1 formation" />);

  it('names the figure and lists who plays where, from our goal forward', () => {
    expect(html).toContain('aria-label="Period 1 formation"');
    const caption = html.match(/<figcaption class="sr-only">(.*)<\/figcaption>/)?.[1] ?? '';
    const items = [...caption.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
    expect(items).toEqual([
      'GK: 1 Cal Reed',
      'LB: 2 Ben Cole (captain)',
      'CM: 6 Dan (unavailable)',
      'ST: 9 Ava King',
    ]);
  });

  it('draws the goalkeeper in pink and the others in blue', () => {
    const shirts = [...html.matchAll(/<path d="M20\.38[^"]*"[^>]*class="([^"]*)"/g)].map((match) => match[1]);
    expect(shirts).toHaveLength(4);
    expect(shirts.filter((classes) => classes?.includes('fill-pink-600'))).toHaveLength(1);
    expect(shirts.filter((classes) => classes?.includes('fill-blue-600'))).toHaveLength(3);
    const keeper = html.slice(html.indexOf('data-position="GK"'));
    expect(keeper.match(/fill-(pink|blue)-600/)?.[1]).toBe('pink');
  });

  it('marks the captain with a ring and a C, the unavailable player with a red !', () => {
    expect(html.match(/data-badge="captain"/g)).toHaveLength(1);
    expect(html.match(/data-badge="unavailable"/g)).toHaveLength(1);
    expect(html).toMatch(/bg-yellow-400[^"]*after:content-\[&#x27;C&#x27;\]" data-badge="captain"><\/span>/);
    expect(html).toMatch(/bg-red-600[^"]*" data-badge="unavailable">!<\/span>/);
    expect(openingTag(html, 'data-captain="true"')).toContain('data-position="LB"');
    expect(openingTag(html, 'data-unavailable="true"')).toContain('data-position="CM"');
    expect(html).toContain('stroke-yellow-400');
  });

  it('shows the shirt number, the last name and the position label on each token', () => {
    expect(html).toMatch(/>9<\/text>/);
    expect(html).toContain('> King</span>');
    expect(html).toContain('> Dan</span>');
    expect(html).toContain('> ST</span>');
    // The drawn tokens are hidden from assistive technology: the caption says it once.
    expect(openingTag(html, 'data-position="ST"')).toContain('aria-hidden="true"');
  });

  it('places tokens at their percentages with our goal on the left', () => {
    // Held in from the edges by clamp() so a token never leaves the drawing.
    expect(openingTag(html, 'data-player-id="11"')).toMatch(
      /left:clamp\([^;]*, 84%, [^;]*\);top:clamp\([^;]*, 35%, /,
    );
    expect(openingTag(html, 'data-player-id="13"')).toMatch(
      /left:clamp\([^;]*, 5%, [^;]*\);top:clamp\([^;]*, 50%, /,
    );
  });

  it('says so when nobody is placed', () => {
    const empty = renderToStaticMarkup(<Pitch players={[]} size="editor" />);
    expect(empty).toContain('aria-label="Formation"');
    expect(empty).toContain('<figcaption class="sr-only">No players placed</figcaption>');
  });
});

describe('Pitch, mini', () => {
  const html = renderToStaticMarkup(<Pitch players={players} size="mini" label="Q1 preview" />);

  it('is one image named with the line-up, shirt numbers only', () => {
    const figure = html.match(/<figure[^>]*>/)?.[0] ?? '';
    expect(figure).toContain('role="img"');
    expect(figure).toContain(
      'aria-label="Q1 preview: GK: 1 Cal Reed; LB: 2 Ben Cole (captain); CM: 6 Dan (unavailable); ST: 9 Ava King"',
    );
    expect(html).not.toContain('figcaption');
    expect(html).not.toContain(' King<');
    expect(html).not.toContain('> ST<');
    expect(html).toMatch(/>9<\/span>/);
    expect(openingTag(html, 'data-position="GK"')).toContain('bg-pink-600');
    expect(openingTag(html, 'data-captain="true"')).toContain('ring-yellow-400');
  });
});

describe('Pitch, for the editor', () => {
  it('lets the editor wrap each token and handle the surface', () => {
    const html = renderToStaticMarkup(
      <Pitch
        players={players}
        size="editor"
        renderToken={(player, token) => (
          <button type="button" aria-label={`Move ${player.firstName}`}>
            {token}
          </button>
        )}
        surfaceProps={{ 'aria-describedby': 'hint', className: 'cursor-crosshair' }}
      >
        <p id="hint">Drop here</p>
      </Pitch>,
    );
    expect(html.match(/<button type="button" aria-label="Move \w+">/g)).toHaveLength(4);
    expect(html).toContain('aria-label="Move Cal"');
    const surface = openingTag(html, 'aria-describedby="hint"') ?? '';
    expect(surface).toContain('cursor-crosshair');
    expect(surface).toContain('absolute inset-[2.7027%]');
    expect(surface).toContain('--token:');
    expect(html).toContain('<p id="hint">Drop here</p>');
  });

  it('is drawn 3:2 with our goal on the left, and upright on a phone with our goal at the foot', () => {
    const html = renderToStaticMarkup(<Pitch players={players} size="editor" />);
    expect(html.match(/<figure[^>]*>/)?.[0]).toContain('aspect-[3/2] max-sm:aspect-[2/3]');
    // Ben Cole, the left back at x 25, y 20: a fifth across from the left and a quarter up from the foot.
    const token = openingTag(html, 'data-player-id="12"') ?? '';
    expect(token).toMatch(/--left:clamp\([^;]*, 25%, [^;]*\);--top:clamp\([^;]*, 20%, /);
    expect(token).toMatch(/--upright-left:clamp\([^;]*, 20%, [^;]*\);--upright-top:clamp\([^;]*, 75%, /);
    expect(token).toContain('max-sm:left-(--upright-left) max-sm:top-(--upright-top)');
    // Both drawings of the markings are there; CSS shows one.
    expect(
      html.match(/<svg aria-hidden="true" viewBox="-3 -2 111 74" class="[^"]*max-sm:hidden/),
    ).not.toBeNull();
    expect(
      html.match(/<svg aria-hidden="true" viewBox="-2 -3 74 111" class="[^"]*hidden max-sm:block/),
    ).not.toBeNull();
  });
});
