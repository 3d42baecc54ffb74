import { createScryptPasswordHasher } from "@tollgate/auth-server";
import { describe, expect, it } from "vitest";

describe.each(["background", "normal"] as const)("scrypt hasher, %s priority", (priority) => {
  it("verifies its own hashes and refuses other passwords, whatever the concurrency limit", async () => {
    const hasher = createScryptPasswordHasher({ maxConcurrentHashes: 1, priority });
    const hashes = await Promise.all(
      ["one", "two", "three"].map((password) => hasher.hash(password)),
    );
    expect(hashes.every((hash) => /^[0-9a-f]{32}:[0-9a-f]{128}$/.test(hash))).toBe(true);
    const checks = await Promise.all([
      hasher.verify({ hash: hashes[0] ?? "", password: "one" }),
      hasher.verify({ hash: hashes[1] ?? "", password: "two" }),
      hasher.verify({ hash: hashes[2] ?? "", password: "one" }),
    ]);
    expect(checks).toEqual([true, true, false]);
  });

  it("runs no more hashes at once than its limit (queued ones still complete)", async () => {
    const hasher = createScryptPasswordHasher({ maxConcurrentHashes: 1, priority });
    let finished = 0;
    const started = Array.from({ length: 3 }, () => hasher.hash("pw").then(() => finished++));
    // With one slot the three hashes complete one after another, never all at once.
    await started[0];
    expect(finished).toBeLessThan(3);
    await Promise.all(started);
    expect(finished).toBe(3);
  });
});
