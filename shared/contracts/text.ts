// What free text may hold. JSON can carry any code point; a name is shown in lists, e-mails and other
// people's screens, so it must not carry characters that hide or reorder what is shown: controls (a line
// break in a name fakes a new line in an e-mail) or bidirectional overrides ("Sam\u202Emoc.evil" reads
// as something else). Multi-line fields (notes, comments, messages) keep line breaks and tabs.

const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const isDirectionControl = (code: number) =>
  code === 0x061c ||
  code === 0x200e ||
  code === 0x200f ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);
const lineBreaksAndTab = new Set([0x09, 0x0a, 0x0d]);

function hasNone(value: string, isForbidden: (code: number) => boolean): boolean {
  for (const char of value) {
    if (isForbidden(char.codePointAt(0) ?? 0)) return false;
  }
  return true;
}

/** Postgres text cannot store U+0000: its own message, as it says more than "not allowed". */
export const isStorableText = (value: string) => !value.includes('\u0000');
export const unstorableText = (label: string) => `${label} contains a character that cannot be saved`;

export const isOneLineText = (value: string) =>
  hasNone(value, (code) => isControl(code) || isDirectionControl(code));
export const notOneLineText = (label: string) =>
  `${label} must be plain text on one line: no line breaks, control or text-direction characters`;

export const isMultiLineText = (value: string) =>
  hasNone(value, (code) => (isControl(code) && !lineBreaksAndTab.has(code)) || isDirectionControl(code));
export const notMultiLineText = (label: string) =>
  `${label} must be plain text: no control or text-direction characters`;

export type TextLines = 'one' | 'multi';
