import { describe, expect, it } from 'vitest';
import { openScreens } from './open-screens';

describe('open screens', () => {
  it('holds a screen open until each hold of it is released', () => {
    const screens = openScreens<number>();
    expect(screens.has(7)).toBe(false);
    const first = screens.hold(7);
    const second = screens.hold(7);
    first();
    expect(screens.has(7)).toBe(true);
    second();
    expect(screens.has(7)).toBe(false);
    // Released twice: still closed, never below none.
    second();
    expect(screens.has(7)).toBe(false);
    expect(screens.has(8)).toBe(false);
  });
});
