import { describe, expect, it } from 'vitest';
import { viewerParamsOf } from './formation-viewer-params';

describe('viewerParamsOf', () => {
  it('reads match, quarter and formationId, each a whole number from 1 or absent', () => {
    expect(viewerParamsOf(new URLSearchParams('match=10&quarter=2&formationId=7'))).toEqual({
      matchId: 10,
      quarter: 2,
      formationId: 7,
    });
    expect(viewerParamsOf(new URLSearchParams('match=abc&quarter=0&formationId=-1'))).toEqual({
      matchId: null,
      quarter: null,
      formationId: null,
    });
    expect(viewerParamsOf(new URLSearchParams('match=99999999999&quarter=1.5'))).toEqual({
      matchId: null,
      quarter: null,
      formationId: null,
    });
  });
});
