import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a page of the app with its query and fragment', () => {
    for (const path of [
      '/',
      '/squad-management',
      '/teams/Xy_9-abc/formation-viewer?match=12&quarter=2&formationId=40',
      '/teams/Xy_9/match-planning?matchId=7',
      '/formation-editor?match=1&quarter=1',
      '/teams/Xy_9/league-management#fixtures',
      '/how-to-guide?q=%2F%2Fnot-a-host',
      '/admin',
    ]) {
      expect(safeReturnPath(path), path).toBe(path);
    }
  });

  it('resolves dot segments', () => {
    expect(safeReturnPath('/teams/a/../b/squad-management')).toBe('/teams/b/squad-management');
    expect(safeReturnPath('/./about')).toBe('/about');
  });

  it('refuses another site, however it is spelled', () => {
    for (const attack of [
      'https://evil.com',
      'http://evil.com/teams/a',
      '//evil.com',
      '//evil.com/teams/a',
      '///evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/\\/evil.com',
      '\\/evil.com',
      '/%2F%2Fevil.com',
      '/%2f%2fevil.com',
      '/%2F/evil.com',
      '/%252F%252Fevil.com',
      '/%25252F%25252Fevil.com',
      '/%5Cevil.com',
      '/%5C%5Cevil.com',
      '/%255Cevil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '/\r\n/evil.com',
      '/%09/evil.com',
      '/%0D%0ALocation:%20https://evil.com',
      ' /evil.com',
      '/ /evil.com',
      '/a/..//evil.com',
      '/a/%2e%2e//evil.com',
      '/a/%2E%2E/%2Fevil.com',
      '/.//evil.com',
      'javascript:alert(1)',
      '/javascript:alert(1)\u2028',
      'evil.com',
      'teams/a/squad-management',
      '',
      '/\u3002evil.com',
      '/ｅvil.com',
    ]) {
      expect(safeReturnPath(attack), JSON.stringify(attack)).toBeNull();
    }
  });

  it('refuses the API (a link that signs out) and the sign-in page itself', () => {
    for (const path of [
      '/api/logout',
      '/api',
      '/API/logout',
      '/Api/Logout',
      '/%61pi/logout',
      '/%2561pi/logout',
      '/x/../api/logout',
      '/x/%2e%2e/api/logout',
      '/api;x/logout',
      '/api/auth/verify?token=abc',
      '/email-login',
      '/email-login?returnTo=/teams/a',
      '/Email-Login',
    ]) {
      expect(safeReturnPath(path), path).toBeNull();
    }
  });

  it('refuses what cannot be decoded, decodes without end, or is too long', () => {
    expect(safeReturnPath('/teams/%E0%A4%A')).toBeNull();
    expect(safeReturnPath('/%')).toBeNull();
    expect(safeReturnPath('/%252525252525252F')).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX_LENGTH - 1)}`)).not.toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 1, ['/squad-management'], { path: '/' }]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});
