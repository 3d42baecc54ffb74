import { decoyPasswordHash, type PasswordHasher } from "@tollgate/auth-server";
import { describe, expect, it } from "vitest";
import { createSemaphore } from "../../src/crypto/semaphore";

describe("createSemaphore", () => {
  it("never runs more tasks at once than its slots, and runs them all", async () => {
    const semaphore = createSemaphore(2);
    let active = 0;
    let peak = 0;
    const task = async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
      return "done";
    };
    const results = await Promise.all(Array.from({ length: 7 }, () => semaphore.run(task)));
    expect(results).toEqual(Array(7).fill("done"));
    expect(peak).toBe(2);
  });

  it("frees the slot when a task fails", async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(semaphore.run(async () => "next")).resolves.toBe("next");
  });
});

describe("decoyPasswordHash", () => {
  it("regression: each hasher gets a decoy in its own format (it was one per process)", async () => {
    const reversed: PasswordHasher = {
      hash: async (password) => `rev:${[...password].reverse().join("")}`,
      verify: async ({ hash, password }) => hash === `rev:${[...password].reverse().join("")}`,
    };
    const prefixed: PasswordHasher = {
      hash: async (password) => `pre:${password}`,
      verify: async ({ hash, password }) => hash === `pre:${password}`,
    };
    expect(await decoyPasswordHash(reversed)).toMatch(/^rev:/);
    expect(await decoyPasswordHash(prefixed)).toMatch(/^pre:/);
    expect(await decoyPasswordHash(reversed)).toBe(await decoyPasswordHash(reversed));
  });
});
