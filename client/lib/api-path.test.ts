import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path';

describe('apiPath', () => {
  it('encodes each value as one segment', () => {
    expect(apiPath`/api/teams/${'Ab_1'}/players`).toBe('/api/teams/Ab_1/players');
    expect(apiPath`/api/admin/clubs/${7}/admins/${12}`).toBe('/api/admin/clubs/7/admins/12');
    expect(apiPath`/api/teams/${'a/b?c'}/team`).toBe('/api/teams/a%2Fb%3Fc/team');
  });

  it('leaves a path without values as it is', () => {
    expect(apiPath`/api/players`).toBe('/api/players');
  });
});
