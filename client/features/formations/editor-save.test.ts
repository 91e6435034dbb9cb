import { describe, expect, it } from 'vitest';
import type { Formation } from '../../../shared/contracts/formations';
import { ApiError } from '../../lib/api';
import { type SaveOutcome, settledToTell } from './editor-save';

// What the editor takes from its draft's saves (issue 32, decision 070): the ones made here and the ones
// an earlier page left waiting, each answer once, the success told once, by the last.

const saved = (id: number, version: number) => ({ id, version }) as unknown as Formation;
const outcome = (
  id: number,
  status: SaveOutcome['status'],
  over: Partial<SaveOutcome> = {},
): SaveOutcome => ({
  id,
  status,
  data: status === 'success' ? saved(40, id) : undefined,
  error: null,
  sent: `sent-${id}`,
  isUnanswered: false,
  ...over,
});

describe('settledToTell', () => {
  it('takes each answer once, the last only when nothing of the draft still waits', () => {
    const told = new Set<number>();
    expect(settledToTell([outcome(1, 'success'), outcome(2, 'pending')], told)).toEqual([
      { kind: 'saved', formation: saved(40, 1), sent: 'sent-1', isLast: false },
    ]);
    expect(settledToTell([outcome(1, 'success'), outcome(2, 'success')], told)).toEqual([
      { kind: 'saved', formation: saved(40, 2), sent: 'sent-2', isLast: true },
    ]);
    expect(settledToTell([outcome(1, 'success'), outcome(2, 'success')], told)).toEqual([]);
  });

  it('tells a refusal, and of answers settled together only the latest is the last', () => {
    const changed = new ApiError(409, 'Changed', 'FORMATION_CHANGED');
    expect(
      settledToTell(
        [outcome(3, 'success'), outcome(1, 'success'), outcome(2, 'error', { error: changed })],
        new Set(),
      ),
    ).toEqual([
      { kind: 'saved', formation: saved(40, 1), sent: 'sent-1', isLast: false },
      { kind: 'refused', error: changed },
      { kind: 'saved', formation: saved(40, 3), sent: 'sent-3', isLast: true },
    ]);
  });

  it('passes over saves told already (settled before the editor opened) and those not sent yet', () => {
    expect(
      settledToTell([outcome(1, 'error'), outcome(2, 'idle'), outcome(3, 'pending')], new Set([1])),
    ).toEqual([]);
  });
});
