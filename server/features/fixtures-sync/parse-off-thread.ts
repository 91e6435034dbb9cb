import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type FullTimePage, FullTimePageError } from './fulltime-page.js';
import type { ParseMessage, ParseRequest } from './parse-worker.js';

// cheerio parses on the thread it is called on, and a hostile page can keep it busy for minutes (see
// page-shape.ts): on the main thread that stalls every request of the instance. Pages are parsed in
// child processes instead, each with a memory cap and each page with a deadline; a process that passes
// either is ended, and the page is refused. At most MAX_PROCESSES exist at once (later pages wait their
// turn), so many imports at the same time cannot take the instance's memory.
//
// Not worker threads: on Node 24 a worker that reaches its `resourceLimits` heap aborts the whole
// process ("FATAL ERROR: Reached heap limit", SIGABRT) instead of ending the worker alone, since that
// termination is best-effort (nodejs/node#47224). A 250 KB page of misnested <b> took the server down
// with it. A child process that runs out of memory takes only itself (decision 036).
//
// A process that answered is kept for the next page a while: starting one costs 0.65 s of CPU in the
// bundle (Node's start and cheerio; 0.3 s of it undici, which cheerio's main entry loads), 1 to 1.5 s
// from fork to ready on a busy two-core machine, and 2 to 4 s through tsx (decision 036).
// A worker thread loading the same modules took 0.8 s there: the price of isolation is small.

export const PARSE_LIMITS = {
  /** From the process's start on the page: a 220 KB Full-Time page takes a fifth of a second. */
  timeoutMs: 5000,
  maxOldGenerationSizeMb: 256,
} as const;
export type ParseLimits = { [K in keyof typeof PARSE_LIMITS]: number };

const MAX_PROCESSES = 2;
// An idle process holds cheerio and what its last page left for the collector: let go once syncs are over.
const IDLE_MS = 10_000;
// Loading a new process's modules is not the page's doing: past this something is wrong with the
// instance, and the answer is a 500.
const START_TIMEOUT_MS = 30_000;
// 'close' (the channel and stderr read to their end) can wait on a grandchild holding stderr open
// (esbuild's service under tsx): past this after 'exit', the process is taken as gone.
const CLOSE_GRACE_MS = 1000;
// Enough of stderr to say why a process died: V8's out-of-memory report, a module that would not load.
const STDERR_TAIL_CHARS = 4000;

// Under tsx and vitest this module runs as its TypeScript source; in the bundle (scripts/build-server.mjs)
// it is part of dist/server/main.js and the child's entry was bundled beside it as plain JavaScript.
const isSource = import.meta.url.endsWith('.ts');

// The child reads pages from anyone: it gets none of the server's configuration (database and mail
// passwords), nor NODE_OPTIONS (a loader, an inspector port, a heap size meant for the server).
const CHILD_ENV_KEYS = ['PATH', 'TZ', 'LANG', 'LC_ALL', 'TMPDIR', 'NODE_ENV'];

interface ParseProcess {
  child: ChildProcess;
  /** The end of what the process wrote to stderr. */
  stderrTail: string;
  /** Resolves once the process has ended and its channel and stderr are read to their end. */
  gone: Promise<void>;
}

function startProcess(limits: ParseLimits): ParseProcess {
  const heapFlag = `--max-old-space-size=${limits.maxOldGenerationSizeMb}`;
  // Nothing of this process's flags (vitest's or tsx's loaders, an inspector, a heap size) is for the
  // child: it gets its own. Through tsx it loads tsx's loader by absolute path (a devDependency, found
  // from this file), so it works from any working directory; the bundle needs no loader.
  const [entry, execArgv] = isSource
    ? [
        new URL('./parse-worker.ts', import.meta.url),
        ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href, heapFlag],
      ]
    : [new URL('./fulltime-parse-worker.js', import.meta.url), [heapFlag]];
  const env = Object.fromEntries(
    CHILD_ENV_KEYS.flatMap((key) => (process.env[key] === undefined ? [] : [[key, process.env[key]]])),
  );
  const child = fork(fileURLToPath(entry), [], {
    execArgv,
    env,
    // Structured clone, as between threads: the page's kick-offs come back as Dates.
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const parseProcess: ParseProcess = { child, stderrTail: '', gone: Promise.resolve() };
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    parseProcess.stderrTail = (parseProcess.stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
  });
  // Without a listener, an 'error' (a failed spawn or kill) would be thrown in this process. A parse
  // listens for its own.
  child.on('error', () => {});
  parseProcess.gone = new Promise((resolve) => {
    child.once('close', () => resolve());
    child.once('exit', () => setTimeout(resolve, CLOSE_GRACE_MS).unref());
    // A process that never started emits 'error' and maybe nothing else.
    child.once('error', () => {
      if (child.pid === undefined) resolve();
    });
  });
  track(child);
  return parseProcess;
}

// Every child alive, killed if this process exits first (a forced shutdown, an uncaught error): an
// idle child would leave by itself when the channel closes, but a busy one only once its parse is over.
const alive = new Set<ChildProcess>();
const killAlive = () => {
  for (const child of alive) child.kill('SIGKILL');
};

function track(child: ChildProcess): void {
  if (alive.size === 0) process.on('exit', killAlive);
  alive.add(child);
  const forget = () => {
    alive.delete(child);
    if (alive.size === 0) process.off('exit', killAlive);
  };
  child.once('exit', forget);
  child.once('error', () => {
    if (child.pid === undefined) forget();
  });
}

/** Kills the process (if it still runs) and resolves once it is gone. */
async function endProcess({ child, gone }: ParseProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await gone;
}

/**
 * Whether the process keeps this one's event loop alive: a parse must be waited for, but an idle process
 * must not keep a test run, or a server shutting down, from ending. The process, its channel and its
 * stderr each hold a reference.
 */
function holdOpen({ child }: ParseProcess, isHeld: boolean): void {
  const stderr = child.stderr as Socket | null;
  for (const handle of [child, child.channel, stderr]) {
    if (isHeld) handle?.ref();
    else handle?.unref();
  }
}

let running = 0;
const waiting: Array<() => void> = [];

async function takeTurn(): Promise<void> {
  if (running < MAX_PROCESSES) {
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

// Processes between pages. Every pooled process is either here or parsing a page that holds a turn, so
// there are never more than MAX_PROCESSES.
const idle = new Map<ParseProcess, NodeJS.Timeout>();

function takeIdleProcess(): ParseProcess | null {
  const [spare] = idle;
  if (!spare) return null;
  const [parseProcess, expiry] = spare;
  idle.delete(parseProcess);
  clearTimeout(expiry);
  holdOpen(parseProcess, true);
  return parseProcess;
}

function keepIdle(parseProcess: ParseProcess): void {
  holdOpen(parseProcess, false);
  const expiry = setTimeout(() => {
    idle.delete(parseProcess);
    void endProcess(parseProcess);
  }, IDLE_MS);
  expiry.unref();
  idle.set(parseProcess, expiry);
}

function newPooledProcess(): ParseProcess {
  const parseProcess = startProcess(PARSE_LIMITS);
  // One that dies between pages (killed from outside) is not handed a page.
  parseProcess.child.once('exit', () => {
    clearTimeout(idle.get(parseProcess));
    idle.delete(parseProcess);
  });
  return parseProcess;
}

/** Processes parsing, idle and pages waiting for one, for tests. */
export function parseQueueState(): { running: number; idle: number; waiting: number } {
  return { running, idle: idle.size, waiting: waiting.length };
}

/**
 * Ends the processes waiting for a page (the app's onClose): they would end by themselves later, and
 * hold nothing open meanwhile. One that is parsing ends with its page.
 */
export async function endIdleParseProcesses(): Promise<void> {
  const ending = [...idle].map(([parseProcess, expiry]) => {
    clearTimeout(expiry);
    idle.delete(parseProcess);
    return endProcess(parseProcess);
  });
  await Promise.all(ending);
}

function tooComplex(message: string): FullTimePageError {
  return new FullTimePageError('too-complex', message);
}

/** Why a process ended while it held a page: the page's doing, since it had started on it. */
function endedWhileParsing(stderrTail: string): FullTimePageError {
  // V8's report before it aborts the process: "FATAL ERROR: Reached heap limit Allocation failed -
  // JavaScript heap out of memory" (or "Ineffective mark-compacts near heap limit").
  return /heap limit|out of memory/i.test(stderrTail)
    ? tooComplex(
        'Reading this page took more memory than a Full-Time page could: it is too complex to be one',
      )
    : tooComplex('This page could not be read: it is too complex to be a Full-Time page');
}

/**
 * Parses the page in `parseProcess`. `isReusable` says whether the process is fit for another page: it
 * answered, rather than being ended, running out of memory or dying.
 */
function parseIn(
  parseProcess: ParseProcess,
  request: ParseRequest,
  limits: ParseLimits,
): Promise<{ outcome: () => FullTimePage; isReusable: boolean }> {
  const { child } = parseProcess;
  return new Promise((resolve) => {
    let isSettled = false;
    let hasStarted = false;
    const done = (isReusable: boolean, outcome: () => FullTimePage) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(deadline);
      child.off('message', onMessage);
      child.off('error', onError);
      child.off('exit', onExit);
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
          hasStarted = true;
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
    const onError = (error: Error) => fail(error);
    const onExit = async (code: number | null, signal: NodeJS.Signals | null) => {
      // A 'started' still in the channel, and V8's last words on stderr, are read by then.
      await parseProcess.gone;
      if (hasStarted) return fail(endedWhileParsing(parseProcess.stderrTail));
      // Before the page: its modules would not load, or it was killed from outside. Not the page's fault.
      const tail = parseProcess.stderrTail.trim();
      fail(
        new Error(
          `The page reader ended (${signal ?? `exit code ${code}`}) before it started${tail ? `: ${tail}` : ''}`,
        ),
      );
    };
    child.on('message', onMessage);
    child.on('error', onError);
    child.on('exit', onExit);
    child.send(request, (error) => {
      if (error) fail(error);
    });
  });
}

/**
 * parseFullTimePage (after checkPageShape) in a child process. It rejects with the FullTimePageError the
 * parser threw, as one of this process's; a page that outlasts the deadline or the memory cap, or ends
 * the child any other way, is 'too-complex'. `limits` other than PARSE_LIMITS (tests) get a process of
 * their own.
 */
export async function parseFullTimePageOffThread(
  html: string,
  pageUrl: string,
  limits: ParseLimits = PARSE_LIMITS,
): Promise<FullTimePage> {
  await takeTurn();
  const isPooled = limits === PARSE_LIMITS;
  let parseProcess: ParseProcess;
  try {
    parseProcess = isPooled ? (takeIdleProcess() ?? newPooledProcess()) : startProcess(limits);
  } catch (error) {
    endTurn();
    throw error;
  }
  const { outcome, isReusable } = await parseIn(parseProcess, { html, pageUrl }, limits);
  if (isReusable && isPooled) {
    keepIdle(parseProcess);
    endTurn();
  } else {
    // The turn ends once the process is gone, so no more than MAX_PROCESSES ever hold memory.
    await endProcess(parseProcess);
    endTurn();
  }
  return outcome();
}
