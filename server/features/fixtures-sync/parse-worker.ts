import { type FullTimePage, FullTimePageError, parseFullTimePage } from './fulltime-page.js';
import { checkPageShape } from './page-shape.js';

// The child process of parse-off-thread.ts: for each page sent to it, it measures the page, parses it and
// sends the outcome back. Bundled on its own as dist/server/fulltime-parse-worker.js
// (scripts/build-server.mjs); under tsx and vitest it runs as this TypeScript source.

export interface ParseRequest {
  html: string;
  pageUrl: string;
}

export type ParseMessage =
  /** About to parse: the parse's deadline starts now, not while a new process loads its modules. */
  | { type: 'started' }
  | { type: 'parsed'; page: FullTimePage }
  | { type: 'refused'; reason: FullTimePageError['reason']; message: string }
  /** Any other error: a bug, not the page's fault, so it goes on as one (a 500, logged). */
  | { type: 'failed'; message: string; stack: string | undefined };

function parse({ html, pageUrl }: ParseRequest): ParseMessage {
  try {
    checkPageShape(html);
    return { type: 'parsed', page: parseFullTimePage(html, pageUrl) };
  } catch (error) {
    if (error instanceof FullTimePageError) {
      return { type: 'refused', reason: error.reason, message: error.message };
    }
    // Recursion over a tree the shape check let through is the page's doing, like running out of memory.
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      return {
        type: 'refused',
        reason: 'too-complex',
        message: 'This page is too complex to be a Full-Time page',
      };
    }
    const { message, stack } = error instanceof Error ? error : new Error(String(error));
    return { type: 'failed', message, stack };
  }
}

if (!process.send) {
  throw new Error('The Full-Time page reader runs only as a child process of parse-off-thread.ts');
}

/** Resolves once the message is written to the channel, not merely queued. */
const post = (message: ParseMessage) =>
  new Promise<void>((resolve) => process.send?.(message, () => resolve()));

process.on('message', async (request: ParseRequest) => {
  // The parse blocks this process until it is done: 'started' must be out before it begins, or the
  // parent would only see it afterwards and its deadline could never fire.
  await post({ type: 'started' });
  await post(parse(request));
});
// The server went away (a crash, a restart): nobody will ask for another page.
process.on('disconnect', () => process.exit(0));
