import type { FastifyInstance } from 'fastify';

// Node accepts one new connection per turn of the event loop (measured: a bare http server under 200
// connections took exactly one accept per turn, on Node 20 and again on Node 24 with libuv 1.52), and a
// turn runs every request that has arrived, so under load turns grew to 10–200 ms and the last
// connections of a burst waited 1.5–10 s to be accepted at all: the timeouts `npm run bench burst` saw.
// Starting only some of the waiting requests per turn keeps turns short; how many is steered so a turn
// under load lasts about TARGET_TURN_MS (cached reads take 0.1 ms, reads from the embedded database a few
// ms). Answering 503 under load (@fastify/under-pressure) does not do this: a 503 is written only once
// its connection has been accepted (decision 019, re-measured in issue 28).
const TARGET_TURN_MS = 4;
const MAX_PER_TURN = 64;

/**
 * A first-come first-served queue that starts a few requests per event-loop turn, as many as keep a
 * busy turn near `targetTurnMs`, so no request, nor any new connection, waits behind a turn that tries
 * to serve everyone at once.
 */
export function createAdmissionQueue(targetTurnMs = TARGET_TURN_MS, now = () => performance.now()) {
  const waiting: Array<() => void> = [];
  let head = 0;
  let isScheduled = false;
  let perTurn = 8;
  // Set while requests are left waiting from one turn to the next: only then does the time between two
  // turns say how long a busy turn takes.
  let lastBusyTurnAt: number | null = null;

  const startSome = () => {
    isScheduled = false;
    const at = now();
    if (lastBusyTurnAt !== null) {
      const turnMs = at - lastBusyTurnAt;
      if (turnMs > targetTurnMs) perTurn = Math.max(1, Math.floor(perTurn / 2));
      else if (turnMs < targetTurnMs / 2) perTurn = Math.min(MAX_PER_TURN, perTurn + 1);
    }
    for (let started = 0; started < perTurn && head < waiting.length; started++) {
      const start = waiting[head] as () => void;
      waiting[head] = noop;
      head++;
      start();
    }
    if (head < waiting.length) {
      lastBusyTurnAt = at;
      schedule();
    } else {
      lastBusyTurnAt = null;
      waiting.length = 0;
      head = 0;
    }
  };
  const schedule = () => {
    if (isScheduled) return;
    isScheduled = true;
    setImmediate(startSome);
  };

  return {
    /** Calls `start` once every request that arrived before it has started. */
    admit(start: () => void): void {
      waiting.push(start);
      schedule();
    },
    get waiting(): number {
      return waiting.length - head;
    },
    get perTurn(): number {
      return perTurn;
    },
  };
}

function noop(): void {}

/** Every request, whatever its route, waits its turn in one queue before anything else runs. */
export function registerAdmission(app: FastifyInstance): void {
  const queue = createAdmissionQueue();
  app.addHook('onRequest', (_request, _reply, done) => queue.admit(done));
}
