// Background hashing also yields to a saturated event loop. A niced thread still takes whatever
// CPU the scheduler leaves over, and each scrypt hash streams 32 MiB (more than a typical L3
// cache), evicting the request path's data, so session reads slow down while sign-ups run even
// on a niced thread. When the event loop has been busy for most of the last stretch (requests
// are queueing), a hash waits twice its length before it starts: hashing then runs at about a
// third of its duty and never stops, and reads keep most of their rate (waiting one length kept
// less; `pnpm bench` measures the get-session rate kept during sign-ups).

/** Event-loop utilisation above which requests count as queueing. */
export const SATURATED_UTILISATION = 0.7;
/** Utilisation is judged over at least this much time; shorter gaps reuse the last verdict. */
const MIN_WINDOW_MS = 50;
/** Under saturation a hash waits this many times the last hash's duration before it starts. */
const PAUSE_PER_HASH = 2;
/** Before any hash has finished, the duration a hash is assumed to take. */
const FIRST_HASH_MS = 100;

interface UtilisationSample {
  idle: number;
  active: number;
  utilization: number;
}

/** performance.eventLoopUtilization's shape: a sample, or the difference since `since`. */
export type UtilisationMeter = (since?: UtilisationSample) => UtilisationSample;

export interface HashPacer {
  /** A pause to wait out before the next hash starts, or undefined to start it now. */
  beforeHash(): Promise<void> | undefined;
  /** How long the last hash took, in ms: the pause under saturation is twice that. */
  recordHash(durationMs: number): void;
}

interface PerformanceWithUtilisation {
  eventLoopUtilization?: UtilisationMeter;
}

function runtimeMeter(): UtilisationMeter | undefined {
  const performance = globalThis.performance as PerformanceWithUtilisation | undefined;
  return performance?.eventLoopUtilization?.bind(globalThis.performance);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Without an event-loop meter (non-Node runtimes) hashes are never paused. */
export function createHashPacer(
  meter: UtilisationMeter | undefined = runtimeMeter(),
  wait: (ms: number) => Promise<void> = sleep,
): HashPacer {
  let reference = meter?.();
  let saturated = false;
  let hashMs = FIRST_HASH_MS;
  return {
    beforeHash() {
      if (!meter || !reference) return undefined;
      const recent = meter(reference);
      if (recent.idle + recent.active >= MIN_WINDOW_MS) {
        saturated = recent.utilization > SATURATED_UTILISATION;
        reference = meter();
      }
      return saturated ? wait(PAUSE_PER_HASH * hashMs) : undefined;
    },
    recordHash(durationMs) {
      hashMs = durationMs;
    },
  };
}
