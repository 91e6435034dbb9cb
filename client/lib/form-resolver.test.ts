import { describe, expect, it } from 'vitest';
import { createMatchBody } from '../../shared/contracts/matches';
import { formResolver } from './form-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('formResolver', () => {
  it('shows a union\'s own message, not a branch\'s (`Invalid input: expected ""`)', async () => {
    const resolve = formResolver(createMatchBody);
    const { errors } = await resolve({ awayScore: 'abc', homeScore: '100' }, undefined, options);
    expect(errors.awayScore?.message).toBe('Away score must be a whole number from 0 to 99, or empty');
    expect(errors.homeScore?.message).toBe('Home score must be a whole number from 0 to 99, or empty');
  });

  it("gives the schema's output when the values pass", async () => {
    const resolve = formResolver(createMatchBody);
    const { values, errors } = await resolve({ homeScore: '2', awayScore: '' }, undefined, options);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ homeScore: 2, awayScore: null });
  });
});
