import { describe, expect, it } from 'vitest';
import { guideSteps } from '../features/how-to/guide-steps';
import { signedInPages } from './routes';

// The how-to guide links only to pages that exist (a step about a screen still to come says so and
// links nowhere). The guide cannot see the route table, so the shell checks it here.
describe('the how-to guide', () => {
  const registered = new Set(signedInPages.map((route) => route.path));

  it('links each step to a registered signed-in page', () => {
    const linked = guideSteps.filter((step) => step.path !== undefined);
    expect(linked.length).toBeGreaterThan(0);
    for (const step of linked) {
      expect(registered, `step "${step.id}"`).toContain(step.path);
      expect(step.linkLabel, `step "${step.id}"`).toBeTruthy();
    }
  });

  it('gives a step marked coming soon no link', () => {
    const comingSoon = guideSteps.filter((step) => step.comingSoon);
    expect(comingSoon.map((step) => step.id)).toEqual([]);
    for (const step of comingSoon) expect(step.path, `step "${step.id}"`).toBeUndefined();
  });
});
