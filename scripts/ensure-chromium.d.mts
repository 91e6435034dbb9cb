/** The Chromium binary to drive: CHROME_PATH, /usr/bin/chromium, or Debian's package installed now. */
export function ensureChromium(): string;
