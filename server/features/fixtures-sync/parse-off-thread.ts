import { Worker, type WorkerOptions } from 'node:worker_threads';
import { type FullTimePage, FullTimePageError } from './fulltime-page.js';
import type { ParseMessage, ParseRequest } from './parse-worker.js';

// cheerio parses on the thread it is called on, and a hostile page can keep it busy for minutes (see
// page-shape.ts): on the main thread that stalls every request of the instance. Pages are parsed in
// worker threads instead, each with a memory cap and each page with a deadline; a worker that passes
// either is ended, and the page is refused. At most MAX_WORKERS exist at once (later pages wait their
// turn), so many imports at the same time cannot take the instance's memory.
//
// A worker that answered is kept for the next page a while: starting one costs a quarter of a second
// in the bundle (loading cheerio) and half a second to two through tsx, once per page of a sync.

export const PARSE_LIMITS = {
  /** From the worker's start on the page: a 220 KB Full-Time page takes a fifth of a second. */
  timeoutMs: 5000,
  maxOldGenerationSizeMb: 256,
} as const;
export type ParseLimits = { [K in keyof typeof PARSE_LIMITS]: number };

const MAX_WORKERS = 2;
// An idle worker holds cheerio and what its last page left for the collector: let go once syncs are over.
const IDLE_MS = 10_000;
// Loading a new worker's modules is not the page's doing: past this something is wrong with the
// instance, and the answer is a 500.
const START_TIMEOUT_MS = 30_000;

// Under tsx and vitest this module runs as its TypeScript source; in the bundle (scripts/build-server.mjs)
// it is part of dist/server/main.js and the worker was bundled beside it as plain JavaScript.
const isSource = import.meta.url.endsWith('.ts');

function startWorker(limits: ParseLimits): Worker {
  const options: WorkerOptions = {
    // Nothing of this process's flags (a TypeScript loader, inspector, heap size) is for the worker.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb },
  };
  if (!isSource) return new Worker(new URL('./fulltime-parse-worker.js', import.meta.url), options);
  // On Node 20, tsx registers its loader in the main thread only (`--import tsx` does nothing in a
  // worker), so the worker is one line of JavaScript that loads the TypeScript entry through tsx's API
  // (a devDependency, found from the working directory: the repository's root in tests and `npm run dev`).
  const entry = JSON.stringify(new URL('./parse-worker.ts', import.meta.url).href);
  const loader = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${entry}, ${entry}))`;
  return new Worker(loader, { ...options, eval: true });
}

let running = 0;
const waiting: Array<() => void> = [];

async function takeTurn(): Promise<void> {
  if (running < MAX_WORKERS) {
    running += 1;
    return;
  }
  // A page that is done hands its turn over: `running` stays as it is.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

// Workers between pages. Every worker is either here or parsing a page that holds a turn, so there are
// never more than MAX_WORKERS.
const idle = new Map<Worker, NodeJS.Timeout>();

function takeIdleWorker(): Worker | null {
  const [spare] = idle;
  if (!spare) return null;
  const [worker, expiry] = spare;
  idle.delete(worker);
  clearTimeout(expiry);
  worker.ref();
  return worker;
}

function keepIdle(worker: Worker): void {
  // An idle worker must not keep the process (a test run, a server shutting down) alive.
  worker.unref();
  const expiry = setTimeout(() => {
    idle.delete(worker);
    void worker.terminate();
  }, IDLE_MS);
  expiry.unref();
  idle.set(worker, expiry);
}

function newPooledWorker(): Worker {
  const worker = startWorker(PARSE_LIMITS);
  // Between pages nobody else listens: an 'error' without a listener would throw in this thread.
  const forget = () => {
    clearTimeout(idle.get(worker));
    idle.delete(worker);
  };
  worker.on('error', forget);
  worker.on('exit', forget);
  return worker;
}

/** Workers parsing, idle and pages waiting for one, for tests. */
export function parseQueueState(): { running: number; idle: number; waiting: number } {
  return { running, idle: idle.size, waiting: waiting.length };
}

function tooComplex(message: string): FullTimePageError {
  return new FullTimePageError('too-complex', message);
}

/**
 * Parses the page in `worker`. `isReusable` says whether the worker is fit for another page: it
 * answered, rather than being ended or running out of memory.
 */
function parseIn(
  worker: Worker,
  request: ParseRequest,
  limits: ParseLimits,
): Promise<{ outcome: () => FullTimePage; isReusable: boolean }> {
  return new Promise((resolve) => {
    const done = (isReusable: boolean, outcome: () => FullTimePage) => {
      clearTimeout(deadline);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve({ outcome, isReusable });
    };
    const fail = (error: Error) =>
      done(false, () => {
        throw error;
      });
    let deadline = setTimeout(
      () => fail(new Error(`The page reader did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    const onMessage = (message: ParseMessage) => {
      switch (message.type) {
        case 'started':
          clearTimeout(deadline);
          deadline = setTimeout(
            () =>
              fail(
                tooComplex(
                  `Reading this page took longer than ${limits.timeoutMs / 1000} seconds: it is too complex to be a Full-Time page`,
                ),
              ),
            limits.timeoutMs,
          );
          return;
        case 'parsed':
          return done(true, () => message.page);
        case 'refused':
          return done(true, () => {
            throw new FullTimePageError(message.reason, message.message);
          });
        case 'failed':
          return done(true, () => {
            throw Object.assign(new Error(message.message), { stack: message.stack });
          });
      }
    };
    const onError = (error: Error & { code?: string }) =>
      fail(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? tooComplex(
              'Reading this page took more memory than a Full-Time page could: it is too complex to be one',
            )
          : error,
      );
    const onExit = () =>
      fail(tooComplex('This page could not be read: it is too complex to be a Full-Time page'));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(request);
  });
}

/**
 * parseFullTimePage (after checkPageShape) in a worker thread. It rejects with the FullTimePageError
 * the parser threw, as one of this thread's; a page that outlasts the deadline or the memory cap, or
 * ends the worker any other way, is 'too-complex'. `limits` other than PARSE_LIMITS (tests) get a
 * worker of their own.
 */
export async function parseFullTimePageOffThread(
  html: string,
  pageUrl: string,
  limits: ParseLimits = PARSE_LIMITS,
): Promise<FullTimePage> {
  await takeTurn();
  const isPooled = limits === PARSE_LIMITS;
  let worker: Worker;
  try {
    worker = isPooled ? (takeIdleWorker() ?? newPooledWorker()) : startWorker(limits);
  } catch (error) {
    endTurn();
    throw error;
  }
  const { outcome, isReusable } = await parseIn(worker, { html, pageUrl }, limits);
  if (isReusable && isPooled) {
    keepIdle(worker);
    endTurn();
  } else {
    // The turn ends once the thread is gone, so no more than MAX_WORKERS ever hold memory.
    await worker.terminate();
    endTurn();
  }
  return outcome();
}
