import type { PitchSize } from './pitch';

/**
 * The pitch figure's shape: 3:2, and for the editor upright (2:3) on a phone (see pitch.tsx). A file of
 * its own so the editor's skeleton takes the same shape without the pitch's code.
 */
export const pitchAspect: Record<PitchSize, string> = {
  editor: 'aspect-[3/2] max-sm:aspect-[2/3]',
  viewer: 'aspect-[3/2]',
  mini: 'aspect-[3/2]',
};
