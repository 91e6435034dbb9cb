import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SetPiecePicker } from './set-piece-picker';

const counts = { penalty: 3, corner: 0, attackingFk: 2, defensiveFk: 1 } as const;

describe('SetPiecePicker', () => {
  const html = renderToStaticMarkup(
    <SetPiecePicker
      shown="corner"
      countOf={(roleType) => counts[roleType]}
      onShow={() => {}}
      fitsTo="screen"
    />,
  );

  it('offers the four set pieces as toggles, the shown one pressed, each with its count', () => {
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(3);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Corners<span[^>]*>0<\/span>/);
    expect(html).toMatch(/>Penalties<span[^>]*>3<\/span>/);
    expect(html).toMatch(/>Attacking FK<span[^>]*>2<\/span>/);
    expect(html).toMatch(/>Defensive FK<span[^>]*>1<\/span>/);
  });

  it('goes four across by the screen or by its container', () => {
    expect(html).toContain('sm:grid-cols-4');
    const inCard = renderToStaticMarkup(
      <SetPiecePicker shown="penalty" countOf={() => 0} onShow={() => {}} fitsTo="container" />,
    );
    expect(inCard).toContain('@md:grid-cols-4');
    expect(inCard).not.toContain('sm:grid-cols-4');
  });
});
