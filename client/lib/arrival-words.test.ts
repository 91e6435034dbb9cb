import { describe, expect, it } from 'vitest';
import { arrivalTimeValue, arrivalToSend, arrivalWords } from './arrival-words';

describe('late arrivals', () => {
  it('sends the typed time only with Available or Not sure and "Arrives late" ticked, and asks for a missing one', () => {
    expect(arrivalToSend('available', true, '10:30')).toEqual({ ok: true, arrivesAt: '10:30' });
    expect(arrivalToSend('maybe', true, '10:30:00')).toEqual({ ok: true, arrivesAt: '10:30' });
    expect(arrivalToSend('available', false, '10:30')).toEqual({ ok: true, arrivesAt: null });
    expect(arrivalToSend('unavailable', true, '10:30')).toEqual({ ok: true, arrivesAt: null });
    expect(arrivalToSend('available', true, '')).toEqual({
      ok: false,
      problem: 'Give the arrival time (such as 10:30), or untick "Arrives late".',
    });
  });
});

describe('arrivalWords', () => {
  it('says the arrival in UK time, and gives the time field its value', () => {
    expect(arrivalWords('2026-06-06T09:30:00Z')).toBe('Arrives 10:30');
    expect(arrivalWords(null)).toBeNull();
    expect(arrivalTimeValue('2026-12-05T10:45:00Z')).toBe('10:45');
    expect(arrivalTimeValue(null)).toBe('');
  });
});
