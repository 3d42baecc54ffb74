/**
 * In-process micro-benchmark: ours and theirs run in alternating rounds in the same
 * process, so both see the same machine state; the median of the rounds is reported.
 */
export interface MicroOptions {
  rounds: number;
  /** Time budget of one round for one side. */
  roundMs: number;
  /**
   * Operations run between looks at the clock (32). Slow operations (a sign-in hashing with
   * scrypt) take 1, so a round lasts about its budget.
   */
  batch?: number;
}

export interface MicroResult {
  oursOpsPerSec: number;
  theirsOpsPerSec: number;
  /** Each round's rate, in order: round i of ours ran right before round i of theirs. */
  oursRounds: number[];
  theirsRounds: number[];
}

type Operation = () => unknown | Promise<unknown>;

async function opsPerSecond(op: Operation, budgetMs: number, batch = 32): Promise<number> {
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < budgetMs) {
    for (let i = 0; i < batch; i++) {
      const result = op();
      if (result instanceof Promise) await result;
    }
    count += batch;
    elapsed = performance.now() - start;
  }
  return (count / elapsed) * 1000;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function compareOps(
  ours: Operation,
  theirs: Operation,
  options: MicroOptions,
): Promise<MicroResult> {
  // Warm up both sides so the JIT has seen them before anything is counted.
  await opsPerSecond(ours, Math.min(200, options.roundMs), options.batch);
  await opsPerSecond(theirs, Math.min(200, options.roundMs), options.batch);
  const oursRounds: number[] = [];
  const theirsRounds: number[] = [];
  for (let round = 0; round < options.rounds; round++) {
    oursRounds.push(await opsPerSecond(ours, options.roundMs, options.batch));
    theirsRounds.push(await opsPerSecond(theirs, options.roundMs, options.batch));
  }
  return {
    oursOpsPerSec: median(oursRounds),
    theirsOpsPerSec: median(theirsRounds),
    oursRounds,
    theirsRounds,
  };
}

export function microOptions(quick: boolean): MicroOptions {
  return quick ? { rounds: 3, roundMs: 300 } : { rounds: 7, roundMs: 1000 };
}
