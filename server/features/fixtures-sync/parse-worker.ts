import { parentPort } from 'node:worker_threads';
import { type FullTimePage, FullTimePageError, parseFullTimePage } from './fulltime-page.js';
import { checkPageShape } from './page-shape.js';

// A worker thread of parse-off-thread.ts: for each page posted to it, it measures the page, parses it and
// posts the outcome. Bundled on its own as dist/server/fulltime-parse-worker.js (scripts/build-server.mjs).

export interface ParseRequest {
  html: string;
  pageUrl: string;
}

export type ParseMessage =
  /** About to parse: the parse's deadline starts now, not while a new worker loads its modules. */
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

parentPort?.on('message', (request: ParseRequest) => {
  const post = (message: ParseMessage) => parentPort?.postMessage(message);
  post({ type: 'started' });
  post(parse(request));
});
