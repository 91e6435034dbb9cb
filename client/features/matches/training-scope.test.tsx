import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TrainingScope } from '../../../shared/contracts/training';
import { TrainingScopeChoice } from './training-scope';

// The question a series' session asks before a change, a cancel or a delete (decision 060).

const render = (value: TrainingScope) =>
  renderToStaticMarkup(
    <TrainingScopeChoice
      value={value}
      onChange={() => {}}
      followingInSeries={3}
      legend="Change which sessions?"
      hint="A new date moves each following session by the same number of days."
    />,
  );

describe('TrainingScopeChoice', () => {
  it('offers two radio buttons named by their words, the chosen one checked', () => {
    const html = render('this');
    expect(html).toContain(
      '<legend class="mb-2 text-sm font-medium text-slate-900">Change which sessions?</legend>',
    );
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios[0]).toContain('value="this"');
    expect(radios[0]).toContain('checked=""');
    expect(radios[1]).not.toContain('checked=""');
    expect(html).toContain('Only this session');
    expect(html).toContain('This and the following sessions');
    expect(html).toContain('3 more after this one');
    // Each choice a 44 px row.
    expect(html.match(/<label class="flex min-h-11/g)).toHaveLength(2);
  });

  it('says what a change of date does only once the following sessions are chosen', () => {
    expect(render('this')).not.toContain('same number of days');
    const following = render('following');
    expect(following).toContain('same number of days');
    expect(following.match(/<input type="radio"[^>]*>/g)?.[1]).toContain('checked=""');
  });
});
