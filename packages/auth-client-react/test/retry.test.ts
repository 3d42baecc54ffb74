import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RetryPolicy } from "../src/index";
import { createAuthClient } from "../src/index";

/** A fetch that answers the given statuses in turn and records when each try happened. */
function scriptedFetch(statuses: number[]) {
  const triedAt: number[] = [];
  const customFetchImpl = async () => {
    triedAt.push(Date.now());
    const status = statuses[Math.min(triedAt.length - 1, statuses.length - 1)] ?? 200;
    if (status === 0) throw new TypeError("Failed to fetch");
    return new Response(
      JSON.stringify(status === 200 ? { ok: true } : { code: "X", message: "x" }),
      {
        status,
        headers: { "content-type": "application/json" },
      },
    );
  };
  return { triedAt, customFetchImpl };
}

async function run(statuses: number[], retry: RetryPolicy | undefined) {
  const script = scriptedFetch(statuses);
  const client = createAuthClient({
    baseURL: "http://localhost:3000",
    fetchOptions: { customFetchImpl: script.customFetchImpl, ...(retry && { retry }) },
  });
  const start = Date.now();
  const pending = client.$fetch("/ok");
  await vi.runAllTimersAsync();
  const result = await pending;
  return { result, waits: script.triedAt.map((at) => at - start) };
}

describe("retry", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("does not retry by default", async () => {
    const { result, waits } = await run([503, 200], undefined);
    expect(result.error?.status).toBe(503);
    expect(waits).toEqual([0]);
  });

  it("linear: waits `delay` between tries (default 1000 ms) and stops after `attempts` retries", async () => {
    expect((await run([500, 500, 500, 500], { type: "linear", attempts: 2 })).waits).toEqual([
      0, 1000, 2000,
    ]);
    const withDelay = await run([500, 502, 200], { type: "linear", attempts: 5, delay: 300 });
    expect(withDelay.waits).toEqual([0, 300, 600]);
    expect(withDelay.result.data).toEqual({ ok: true });
  });

  it("exponential: doubles from baseDelay and caps each wait at maxDelay", async () => {
    const { waits } = await run([500], {
      type: "exponential",
      attempts: 5,
      baseDelay: 100,
      maxDelay: 500,
    });
    // waits between tries: 100, 200, 400, 500 (capped), 500 (capped)
    expect(waits).toEqual([0, 100, 300, 700, 1200, 1700]);
  });

  it("retries network errors, 408 and 429, but not other 4xx", async () => {
    const policy: RetryPolicy = { type: "linear", attempts: 3, delay: 10 };
    expect((await run([0, 408, 429, 200], policy)).result.data).toEqual({ ok: true });
    const notRetried = await run([401, 200], policy);
    expect(notRetried.waits).toEqual([0]);
    expect(notRetried.result.error?.status).toBe(401);
  });

  it("a per-call retry overrides the client's", async () => {
    const script = scriptedFetch([500, 200]);
    const client = createAuthClient({
      baseURL: "http://localhost:3000",
      fetchOptions: { customFetchImpl: script.customFetchImpl },
    });
    const pending = client.$fetch("/ok", { retry: { type: "linear", attempts: 1, delay: 50 } });
    await vi.runAllTimersAsync();
    expect((await pending).data).toEqual({ ok: true });
    expect(script.triedAt).toHaveLength(2);
  });
});
