import { describe, expect, it } from 'vitest';
import { SYNC_BOT_PROTECTION } from '../../../shared/contracts/fixtures-sync.js';
import { AppError } from '../../errors.js';
import { FetchRefusedError } from './fetch-policy.js';
import { FullTimePageError } from './fulltime-page.js';
import { toSyncError } from './run-sync.js';

// Issue 13: bot protection answers 502 with one fixed sentence; every other failure answers a message
// that names it. These are the answers the admin reads in the "Sync Failed" toast and in Team Settings.

const answer = (error: unknown) => {
  const mapped = toSyncError(error);
  return { status: mapped.statusCode, code: mapped.code, message: mapped.message };
};

describe('toSyncError', () => {
  it.each([
    [403, 'Full-Time refused the request (403); it may be blocking automated requests'],
    [429, 'Full-Time refused the request (429); it may be blocking automated requests'],
  ])('turns a %i from Full-Time into the bot-protection 502', (status, message) => {
    expect(answer(new FetchRefusedError('http', message, { status }))).toEqual({
      status: 502,
      code: 'FULLTIME_REFUSED',
      message: SYNC_BOT_PROTECTION,
    });
  });

  it("turns the CDN's challenge page into the same 502", () => {
    expect(answer(new FullTimePageError('challenge', 'bot check'))).toEqual({
      status: 502,
      code: 'FULLTIME_REFUSED',
      message: SYNC_BOT_PROTECTION,
    });
    expect(SYNC_BOT_PROTECTION).toBe(
      'Full-Time refused the request (bot protection). Try again later, or import the saved page.',
    );
  });

  it.each([
    ['timeout', 'Full-Time took too long to answer (10 s)', 502, 'FULLTIME_UNAVAILABLE'],
    ['too-large', 'The page is larger than 2 MB', 502, 'FULLTIME_UNAVAILABLE'],
    ['redirect', 'Full-Time redirected more than 3 times', 502, 'FULLTIME_UNAVAILABLE'],
    ['network', "Couldn't find fulltime.thefa.com; check the link", 502, 'FULLTIME_UNAVAILABLE'],
    ['url', 'Only https links to fulltime.thefa.com can be synced', 400, 'FULLTIME_URL_REFUSED'],
    ['address', 'The fixtures address resolves to a private network address', 400, 'FULLTIME_URL_REFUSED'],
  ] as const)('passes a %s refusal on with its own message', (reason, message, status, code) => {
    expect(answer(new FetchRefusedError(reason, message))).toEqual({ status, code, message });
  });

  it('names any other HTTP error by its status', () => {
    const missing = new FetchRefusedError('http', 'Full-Time has no page at that link (404)', {
      status: 404,
    });
    expect(answer(missing)).toEqual({
      status: 502,
      code: 'FULLTIME_UNAVAILABLE',
      message: 'Full-Time has no page at that link (404)',
    });
  });

  it('answers a page that is not Full-Time, or cannot be read, with 422 and the reason', () => {
    expect(answer(new FullTimePageError('not-full-time', 'This is not an FA Full-Time page'))).toEqual({
      status: 422,
      code: 'FULLTIME_PAGE_INVALID',
      message: 'This is not an FA Full-Time page',
    });
  });

  it('keeps an AppError as it is, and lets anything unexpected through to the 500 handler', () => {
    const conflict = new AppError('conflict', 'A sync of this team is already running', 'SYNC_RUNNING');
    expect(toSyncError(conflict)).toBe(conflict);
    const bug = new TypeError('x is undefined');
    expect(() => toSyncError(bug)).toThrow(bug);
  });
});
