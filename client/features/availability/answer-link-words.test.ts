import { describe, expect, it } from 'vitest';
import {
  answerFromQuery,
  currentAnswerWords,
  fixtureWords,
  lockedWords,
  meetWords,
  noteToSend,
  questionWords,
  savedMessage,
  whenWords,
} from './answer-link-words';

const NOW = new Date('2026-12-01T12:00:00.000Z');

describe('the answer page words', () => {
  it("preselects only a real answer from the e-mail button's address", () => {
    expect(answerFromQuery('?answer=unavailable')).toBe('unavailable');
    expect(answerFromQuery('?answer=maybe&x=1')).toBe('maybe');
    for (const search of ['', '?answer=', '?answer=yes', '?answer=Available', '?other=available']) {
      expect(answerFromQuery(search), search).toBeNull();
    }
  });

  it('says what was saved and until when it can change, in UK time', () => {
    expect(savedMessage({ answer: 'available', lockAt: '2026-12-05T10:00:00.000Z' }, NOW)).toBe(
      'Saved: Available. Thank you — you can change it until 10:00 on Sat 5 Dec.',
    );
    // Summer: 09:30 UTC is 10:30 in the UK.
    expect(savedMessage({ answer: 'maybe', lockAt: '2026-06-13T09:30:00.000Z' }, NOW)).toBe(
      'Saved: Not sure. Thank you — you can change it until 10:30 on Sat 13 Jun.',
    );
    expect(savedMessage({ answer: 'unavailable', lockAt: null }, NOW)).toBe(
      'Saved: Unavailable. Thank you — you can change it from this link.',
    );
    expect(savedMessage({ answer: null, lockAt: null }, NOW)).toBeNull();
  });

  it('writes the match, its day and kick-off, and an unknown opponent or date plainly', () => {
    expect(fixtureWords({ opponent: 'Eastside Eagles', isHome: false })).toBe('Away to Eastside Eagles');
    expect(fixtureWords({ opponent: null, isHome: true })).toBe('Home match, opponent to be confirmed');
    expect(whenWords({ startsAt: '2026-12-05T10:00:00.000Z', isTimeTbc: false }, NOW)).toBe(
      'Sat 5 Dec, 10:00',
    );
    expect(whenWords({ startsAt: '2026-12-05T00:00:00.000Z', isTimeTbc: true }, NOW)).toBe(
      'Sat 5 Dec, Time TBC',
    );
    expect(whenWords({ startsAt: null, isTimeTbc: false }, NOW)).toBe('Date to be confirmed');
  });

  it('says when to meet for a session or a match that has a meet time, and nothing without one', () => {
    expect(meetWords({ meetTime: '17:45' })).toBe('Meet at 17:45');
    expect(meetWords({ meetTime: '09:15' })).toBe('Meet at 09:15');
    expect(meetWords({ meetTime: null })).toBeNull();
    expect(meetWords({})).toBeNull();
  });

  it('says the current answer, a closed match and what to do', () => {
    expect(currentAnswerWords({ answer: null, note: null })).toBe('No answer yet.');
    expect(currentAnswerWords({ answer: 'maybe', note: 'Late' })).toBe(
      'Your answer so far: Not sure (“Late”).',
    );
    expect(lockedWords({ lockAt: '2026-12-04T10:00:00.000Z' }, NOW)).toBe(
      'Answers for this match closed at 10:00 on Fri 4 Dec. To change it now, contact the coach.',
    );
    expect(lockedWords({ lockAt: null }, NOW)).toBe(
      'Answers for this match are closed. To change it now, contact the coach.',
    );
    expect(noteToSend('  ')).toBeNull();
    expect(noteToSend(' late ')).toBe('late');
  });
});

describe('the answer page words for a training session', () => {
  const session = {
    kind: 'training' as const,
    player: { firstName: 'Harry', shirtNumber: 9 },
    opponent: null,
    isHome: false,
    place: 'Riverside Park',
    // Tue 1 Dec 2026, 18:00 to 19:15 in the UK (GMT).
    startsAt: '2026-12-01T18:00:00.000Z',
    endsAt: '2026-12-01T19:15:00.000Z',
    isTimeTbc: false,
  };

  it('asks whether the player can come to training, and names the day, time and place', () => {
    expect(questionWords(session)).toBe('Can Harry come to training?');
    expect(questionWords({ player: session.player, kind: 'match' })).toBe('Can Harry play?');
    expect(fixtureWords(session)).toBe('Training at Riverside Park');
    expect(whenWords(session, NOW)).toBe('Tue 1 Dec, 18:00–19:15');
    // Summer, in another year than now: 17:00 UTC is 18:00 in the UK, and the year is said.
    expect(
      whenWords(
        { ...session, startsAt: '2027-06-01T17:00:00.000Z', endsAt: '2027-06-01T18:15:00.000Z' },
        NOW,
      ),
    ).toBe('Tue 1 Jun 2027, 18:00–19:15');
  });

  it('says a closed session in its own words', () => {
    expect(lockedWords({ kind: 'training', lockAt: '2026-12-01T16:00:00.000Z' }, NOW)).toBe(
      'Answers for this training session closed at 16:00 on Tue 1 Dec. To change it now, contact the coach.',
    );
  });
});

describe('a late arrival on the answer page (issue 31)', () => {
  it('says the arrival with the answer so far, in UK time', () => {
    expect(
      currentAnswerWords({ answer: 'maybe', note: 'Traffic', arrivesAt: '2026-12-05T10:30:00.000Z' }),
    ).toBe('Your answer so far: Not sure, arrives 10:30 (“Traffic”).');
    expect(currentAnswerWords({ answer: 'available', note: null, arrivesAt: null })).toBe(
      'Your answer so far: Available.',
    );
  });
});
