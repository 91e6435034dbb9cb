import { useEffect, useRef, useState } from 'react';
import type { LiveClock } from '../../../shared/domain/match-live';
import { afterPaint } from '../../lib/after-paint';

// The alert at a change's minute on the live screen (issue 32, decision 067): a short beep (Web Audio, no
// sound file), a vibration where the phone has one, and the "Change due" card highlighted. Once per
// change: the minutes already handled are kept while the screen is open, so a redraw or a poll does not
// alert again, and a change found overdue by more than a minute (the page reloaded, or shown again after
// a lock: hidden pages run no timers) is handled without a sound: the card says how long ago it fell due.

/** For how long after its minute a change still alerts when the screen first sees it due. */
export const CHANGE_ALERT_WINDOW_SECONDS = 60;

/**
 * What to do about the change due now, given the change minutes already handled on this screen:
 * `handle` is the minute to remember (null: nothing new), `alert` whether to beep and vibrate for it.
 */
export function changeAlertStep(
  due: LiveClock['dueChange'],
  handled: ReadonlySet<number>,
): { handle: number | null; alert: boolean } {
  if (due === null || handled.has(due.minute)) return { handle: null, alert: false };
  return { handle: due.minute, alert: due.secondsAgo <= CHANGE_ALERT_WINDOW_SECONDS };
}

/** Whether the due card is highlighted: it alerted on this screen, within its first minute. */
export function isChangeHighlighted(due: LiveClock['dueChange'], alertedMinute: number | null): boolean {
  return due !== null && due.minute === alertedMinute && due.secondsAgo <= CHANGE_ALERT_WINDOW_SECONDS;
}

// ---- The sound setting, remembered on the phone ----

export const ALERT_SOUND_KEY = 'touchline.live-alert-sound';

/** On unless the coach turned it off on this phone; a storage the browser refuses counts as on. */
export function readAlertSound(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(ALERT_SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function writeAlertSound(storage: Pick<Storage, 'setItem'> | null, on: boolean): void {
  try {
    storage?.setItem(ALERT_SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode or full storage: the setting holds while the page is open.
  }
}

const localStorageOrNull = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The "Sound on / Sound off" setting, read once and written on each change. */
export function useAlertSound(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readAlertSound(localStorageOrNull()));
  const set = (next: boolean) => {
    setOn(next);
    writeAlertSound(localStorageOrNull(), next);
  };
  return [on, set];
}

// ---- The beep ----

type AudioContextClass = typeof AudioContext;
let audio: AudioContext | null = null;
let isMaking = false;

/**
 * Lets the change alert sound: makes the page's audio context (once) and wakes it. Browsers only let a
 * page make sound after a tap, so this runs on taps (Start, Resume, the sound toggle, and any touch of the
 * screen until the sound can play). Making the context is a synchronous call to the browser's audio
 * service that holds the main thread (180 ms of the Start tap at 4x CPU; 190 ms at full speed in
 * Lighthouse's load of the live screen on this machine, with no sound card, which made it that page's
 * longest task when it was made as the page loaded): it is made after the tap's answer is painted, never
 * while the page loads. Waking a context already made is cheap and done in the tap itself.
 */
export function unlockAlertSound(): void {
  if (audio !== null) {
    if (audio.state === 'suspended') void audio.resume();
    return;
  }
  if (isMaking) return;
  isMaking = true;
  afterPaint(() => {
    isMaking = false;
    makeAudio();
    if (audio?.state === 'suspended') void audio.resume();
  });
}

function makeAudio(): void {
  if (typeof window === 'undefined' || audio !== null) return;
  const Context =
    window.AudioContext ?? (window as Window & { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return;
  try {
    audio = new Context();
  } catch {
    audio = null;
  }
}

/** Two short beeps (880 Hz) from an oscillator; silent while the audio has not been unlocked. */
function playAlertBeep(): void {
  if (audio === null || audio.state !== 'running') return;
  const start = audio.currentTime;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0, start);
  for (const offset of [0, 0.3]) {
    gain.gain.setValueAtTime(0.2, start + offset);
    gain.gain.setValueAtTime(0, start + offset + 0.2);
  }
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + 0.55);
}

function vibrateAlert(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate([200, 100, 200]);
  }
}

/**
 * Alerts once for each change that falls due while the screen is open (see above); answers whether the
 * due card is highlighted now. `due` comes from liveClock with the screen's clock, so a test moves time.
 */
export function useChangeAlert(due: LiveClock['dueChange'], withSound: boolean): boolean {
  const handled = useRef(new Set<number>());
  const [alertedMinute, setAlertedMinute] = useState<number | null>(null);
  const step = changeAlertStep(due, handled.current);
  useEffect(() => {
    if (step.handle === null || handled.current.has(step.handle)) return;
    handled.current.add(step.handle);
    if (!step.alert) return;
    setAlertedMinute(step.handle);
    if (withSound) playAlertBeep();
    vibrateAlert();
  }, [step.handle, step.alert, withSound]);
  // After a reload nothing has been tapped: the coach's touches let the beep sound, each one until it can
  // (a browser that would not wake the context after the tap's frame wakes it at the next touch). With
  // the sound off (and for families) no audio is made: turning it on is a tap that makes it.
  useEffect(() => {
    if (!withSound) return;
    const onTouch = () => {
      if (audio?.state === 'running') document.removeEventListener('click', onTouch);
      else unlockAlertSound();
    };
    document.addEventListener('click', onTouch);
    return () => document.removeEventListener('click', onTouch);
  }, [withSound]);
  return isChangeHighlighted(due, alertedMinute);
}
