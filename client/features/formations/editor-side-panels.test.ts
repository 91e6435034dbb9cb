import { describe, expect, it } from 'vitest';
import { saveBarWords, shapeOptions } from './editor-side-panels';

describe('shapeOptions (issue 30)', () => {
  it("offers the team format's shapes", () => {
    expect(shapeOptions(9, '3-3-2')).toEqual([
      { value: '3-3-2', label: '3-3-2' },
      { value: '3-2-3', label: '3-2-3' },
      { value: '2-4-2', label: '2-4-2' },
    ]);
    expect(shapeOptions(11, '4-4-2')).toHaveLength(16);
  });

  it('keeps the shape of a formation saved in another format, last and named with its format', () => {
    expect(shapeOptions(7, '4-4-2')).toEqual([
      { value: '2-3-1', label: '2-3-1' },
      { value: '3-2-1', label: '3-2-1' },
      { value: '2-1-2-1', label: '2-1-2-1' },
      { value: '4-4-2', label: '4-4-2 (11v11)' },
    ]);
  });
});

describe('saveBarWords (issue 32)', () => {
  const bar = {
    waitingOffline: 0,
    isKeptOnPhone: true,
    isDirty: false,
    isUnplannedCopy: false,
    isEditing: true,
  };
  it('says a save made with no signal is being kept until the phone has written it', () => {
    expect(saveBarWords({ ...bar, waitingOffline: 1, isKeptOnPhone: false, isDirty: true })).toBe(
      'Saving on this phone…',
    );
  });

  it('says a save made with no signal waits on the phone, whatever else is true', () => {
    expect(saveBarWords({ ...bar, waitingOffline: 1, isDirty: true })).toBe(
      'Saved on this phone: sent when the signal returns',
    );
    expect(saveBarWords({ ...bar, waitingOffline: 2, isEditing: false })).toBe(
      'Saved on this phone: sent when the signal returns',
    );
  });

  it('otherwise says whether the changes are saved', () => {
    expect(saveBarWords({ ...bar, isDirty: true })).toBe(
      'Unsaved changes, kept on this device until you save',
    );
    expect(saveBarWords({ ...bar, isUnplannedCopy: true })).toBe('A copy: the team sees it once you save it');
    expect(saveBarWords(bar)).toBe('All changes saved');
    expect(saveBarWords({ ...bar, isEditing: false })).toBe('');
  });
});
