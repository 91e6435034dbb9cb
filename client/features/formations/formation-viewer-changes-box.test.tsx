import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PeriodChanges } from './formation-viewer-changes-box';

const draw = (props: Partial<Parameters<typeof PeriodChanges>[0]>) =>
  renderToStaticMarkup(
    <PeriodChanges
      changes={{ kind: 'none' }}
      failed={false}
      onRetry={() => {}}
      isRetrying={false}
      {...props}
    />,
  );

describe('PeriodChanges', () => {
  it('lists each change on a line of its own, the list named by the minute', () => {
    const html = draw({
      changes: {
        kind: 'changes',
        title: "Changes at 15'",
        lines: ['12 Harry Whitfield on for 3 Sam Cole', '7 Ann Lee on'],
        note: null,
      },
    });
    expect(html).toMatch(/<h2 id="changes-heading"[^>]*>Changes at 15&#x27;<\/h2>/);
    expect(html).toMatch(/<ul [^>]*aria-labelledby="changes-heading"/);
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain('>12 Harry Whitfield on for 3 Sam Cole</li>');
    // Names wrap on a phone rather than being cut short.
    expect(html).not.toContain('truncate');
  });

  it("adds a parent's note, and says a sentence where there is no list", () => {
    const family = draw({
      changes: { kind: 'changes', title: "Changes at 15'", lines: ['12 on'], note: 'Only yours.' },
    });
    expect(family).toContain('>Only yours.</p>');
    const same = draw({
      changes: { kind: 'text', title: "Changes at 30'", text: 'Same players as period 2.' },
    });
    expect(same).toContain('>Same players as period 2.</p>');
    expect(same).not.toContain('<ul');
  });

  it('draws nothing with nothing to say, and offers to read again after a failure', () => {
    expect(draw({})).toBe('');
    const failed = draw({ failed: true });
    expect(failed).toContain('Changes could not be loaded.');
    expect(failed).toContain('Try Again');
  });
});
