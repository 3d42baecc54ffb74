import { describe, expect, it } from "vitest";
import { createHashPacer, type UtilisationMeter } from "../../src/crypto/hash-pacing";

/** A meter whose busy share and elapsed time the test sets. */
function fakeMeter() {
  const state = { elapsedMs: 0, utilisation: 0 };
  const meter: UtilisationMeter = (since) =>
    since
      ? {
          active: state.elapsedMs * state.utilisation,
          idle: state.elapsedMs * (1 - state.utilisation),
          utilization: state.utilisation,
        }
      : { active: 0, idle: 0, utilization: 0 };
  return { meter, state };
}

/** A pacer over a fake meter, recording the pauses it asks for instead of waiting. */
function pacerUnderTest() {
  const { meter, state } = fakeMeter();
  const waits: number[] = [];
  const pacer = createHashPacer(meter, async (ms) => void waits.push(ms));
  return { pacer, state, waits };
}

describe("hash pacing", () => {
  it("lets hashes start at once while the event loop has room", async () => {
    const { pacer, state, waits } = pacerUnderTest();
    state.elapsedMs = 200;
    state.utilisation = 0.4;
    await pacer.beforeHash();
    expect(waits).toEqual([]);
  });

  it("makes a hash wait twice a hash's length while requests saturate the loop", async () => {
    const { pacer, state, waits } = pacerUnderTest();
    state.elapsedMs = 200;
    state.utilisation = 0.95;
    await pacer.beforeHash();
    pacer.recordHash(130);
    await pacer.beforeHash();
    expect(waits).toEqual([200, 260]);
  });

  it("judges over at least 50 ms: a shorter gap keeps the last verdict", async () => {
    const { pacer, state, waits } = pacerUnderTest();
    state.elapsedMs = 200;
    state.utilisation = 0.95;
    await pacer.beforeHash();
    state.elapsedMs = 10;
    state.utilisation = 0;
    await pacer.beforeHash();
    expect(waits).toHaveLength(2);
    state.elapsedMs = 60;
    await pacer.beforeHash();
    expect(waits).toHaveLength(2);
  });

  it("never pauses where the runtime has no event-loop meter", async () => {
    const waits: number[] = [];
    const pacer = createHashPacer(undefined, async (ms) => void waits.push(ms));
    await pacer.beforeHash();
    expect(waits).toEqual([]);
  });

  it("is on by default on Node (performance.eventLoopUtilization exists)", () => {
    expect(typeof Reflect.get(performance, "eventLoopUtilization")).toBe("function");
  });
});
