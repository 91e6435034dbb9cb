// The editor's frame, shared by the editor and its skeleton so the one stands where the other did.
//
// The save bar (Save and whether the changes are saved) stays on screen at the foot of the viewport,
// above the phone's home indicator: its height is declared here, and the pitch is never taller than the
// screen less that bar and its margins, so on a phone held sideways the whole pitch still fits above it.
// On a phone held upright, the pitch is too (2:3, see pitch.tsx) and as wide as the page; held
// sideways it is 3:2 and as wide as fits; from lg it keeps its 600 px beside the panels.

/** The editor's outer frame: declares the save bar's height for the bar and the pitch. */
export const editorFrame = '[--save-bar:4.5rem]';

/** The pitch's width: the page's, but never so wide that it is taller than the screen less the bar. */
export const editorPitchWidth =
  'mx-auto w-full max-w-[calc((100dvh_-_var(--save-bar)_-_1.5rem)*3/2)] max-sm:max-w-[calc((100dvh_-_var(--save-bar)_-_1.5rem)*2/3)] lg:mx-0 lg:max-w-[600px]';
