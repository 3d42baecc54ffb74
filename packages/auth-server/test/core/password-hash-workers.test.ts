import { spawnSync } from "node:child_process";
import { scryptSync } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { getPriority, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createScryptPasswordHasher } from "@tollgate/auth-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HashPacer } from "../../src/crypto/hash-pacing";
import { deriveInThreadPool } from "../../src/crypto/scrypt-in-thread-pool";
import { createScryptWorkerPool, type ScryptWorkerPool } from "../../src/crypto/scrypt-worker-pool";
import { SCRYPT_WORKER_SOURCE } from "../../src/crypto/scrypt-worker-source";

// Worker threads start and hash scrypt: on a 2-core machine running the whole suite this can
// take longer than vitest's 5 s default.
const HASHING_TIMEOUT_MS = 30_000;

const SCRYPT_OPTIONS = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const expectedKey = (password: string, salt: string) =>
  scryptSync(password, salt, 64, SCRYPT_OPTIONS).toString("hex");
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

/**
 * A pacer that never pauses: the pool's own pacer pauses hashes while the event loop is
 * saturated, which a loaded test machine can be, and then the counts below would depend on
 * the machine (pacing has a test of its own).
 */
const NEVER_PAUSES: HashPacer = { beforeHash: () => undefined, recordHash: () => {} };

function workerPool(size: number, source?: string): ScryptWorkerPool {
  return createScryptWorkerPool({
    size,
    pacer: NEVER_PAUSES,
    fallback: () => Promise.reject(new Error("the test expected a worker, not the fallback")),
    ...(source === undefined ? {} : { source }),
  });
}

/** The real worker, preceded by a listener that ends the thread when asked to hash "crash". */
const exitingOnCrash = `require("node:worker_threads").parentPort.on("message", (job) => {
  if (job.password === "crash") process.exit(7);
});
${SCRYPT_WORKER_SOURCE}`;

/**
 * The real worker, whose answer to "crash" throws out of its message listener: an uncaught
 * exception in the thread. (A listener that throws would not do: a MessagePort is an
 * EventTarget, so the real listener would still answer before the thread dies.)
 */
const throwingOnCrash = `{
  const { parentPort } = require("node:worker_threads");
  const post = parentPort.postMessage.bind(parentPort);
  let crashing = false;
  parentPort.on("message", (job) => { crashing = job.password === "crash"; });
  parentPort.postMessage = (message) => {
    if (crashing) throw new Error("boom");
    post(message);
  };
}
${SCRYPT_WORKER_SOURCE}`;

describe("scrypt hashes in background worker threads", () => {
  it("derives byte for byte what node:crypto's scryptSync derives for the same salt", async () => {
    const pool = workerPool(1);
    const salt = "00112233445566778899aabbccddeeff";
    expect(hex(await pool.derive("correct horse", salt))).toBe(expectedKey("correct horse", salt));
    expect(hex(await deriveInThreadPool("correct horse", salt))).toBe(
      expectedKey("correct horse", salt),
    );
  });

  it(
    "both priorities verify a stored hash made with scryptSync, and each other's hashes",
    async () => {
      const background = createScryptPasswordHasher({ priority: "background" });
      const normal = createScryptPasswordHasher({ priority: "normal" });
      const salt = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
      const stored = `${salt}:${expectedKey("hunter2", salt)}`;
      expect(await background.verify({ hash: stored, password: "hunter2" })).toBe(true);
      expect(await normal.verify({ hash: stored, password: "hunter2" })).toBe(true);
      expect(await background.verify({ hash: stored, password: "hunter3" })).toBe(false);

      const fromBackground = await background.hash("ﬁnest"); // U+FB01: NFKC makes it "finest"
      const fromNormal = await normal.hash("finest");
      expect(await normal.verify({ hash: fromBackground, password: "finest" })).toBe(true);
      expect(await background.verify({ hash: fromNormal, password: "ﬁnest" })).toBe(true);
      expect(await normal.verify({ hash: fromBackground, password: "other" })).toBe(false);
    },
    HASHING_TIMEOUT_MS,
  );

  it("a stored key with non-hex characters verifies as false instead of throwing", async () => {
    const hasher = createScryptPasswordHasher();
    const hash = `${"a".repeat(32)}:${"zz".repeat(64)}`;
    expect(await hasher.verify({ hash, password: "anything" })).toBe(false);
  });

  it(
    "starts no worker before the first hash, at most `size` after, and queues the rest",
    async () => {
      const pool = workerPool(2);
      expect(pool.stats()).toEqual({ workers: 0, busy: 0, waiting: 0 });
      const inputs = ["a", "b", "c", "d", "e"];
      const seen: ReturnType<ScryptWorkerPool["stats"]>[] = [];
      const keys = inputs.map((password) =>
        pool.derive(password, "salt").then((key) => {
          seen.push(pool.stats());
          return hex(key);
        }),
      );
      expect(pool.stats()).toEqual({ workers: 2, busy: 2, waiting: 3 });
      expect(await Promise.all(keys)).toEqual(
        inputs.map((password) => expectedKey(password, "salt")),
      );
      expect(seen.every(({ workers, busy }) => workers <= 2 && busy <= 2)).toBe(true);
      expect(pool.stats()).toEqual({ workers: 2, busy: 0, waiting: 0 });
    },
    HASHING_TIMEOUT_MS,
  );

  it("starts a hash only once the pacer lets it (a saturated event loop delays it, never drops it)", async () => {
    let release: () => void = () => {};
    const pause = new Promise<void>((resolve) => {
      release = resolve;
    });
    const durations: number[] = [];
    const pool = createScryptWorkerPool({
      size: 1,
      fallback: () => Promise.reject(new Error("the test expected a worker, not the fallback")),
      pacer: { beforeHash: () => pause, recordHash: (ms) => void durations.push(ms) },
    });
    const key = pool.derive("paced", "salt");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pool.stats()).toEqual({ workers: 0, busy: 0, waiting: 1 });
    release();
    expect(hex(await key)).toBe(expectedKey("paced", "salt"));
    expect(durations).toHaveLength(1);
  });

  it.runIf(existsSync("/proc/thread-self"))(
    "workers run at nice 19 and the process keeps its priority (Linux only: skipped where /proc/thread-self does not exist)",
    async () => {
      const before = getPriority();
      const pool = workerPool(2);
      await Promise.all([pool.derive("x", "salt"), pool.derive("y", "salt")]);
      expect(await pool.priorities()).toEqual([19, 19]);
      expect(getPriority()).toBe(before);
    },
  );

  it("a worker that exits rejects its job with a clear error, and the next hash succeeds", async () => {
    const pool = workerPool(1, exitingOnCrash);
    await expect(pool.derive("crash", "salt")).rejects.toThrow(
      "The password hashing worker exited (code 7) before answering",
    );
    expect(pool.stats().workers).toBe(0);
    expect(hex(await pool.derive("after", "salt"))).toBe(expectedKey("after", "salt"));
    expect(pool.stats().workers).toBe(1);
  });

  it("a worker that throws rejects its job with a clear error, and the next hash succeeds", async () => {
    const pool = workerPool(1, throwingOnCrash);
    const [crashed, queued] = await Promise.allSettled([
      pool.derive("crash", "salt"),
      pool.derive("queued", "salt"),
    ]);
    expect(crashed).toMatchObject({ status: "rejected" });
    expect(crashed.status === "rejected" && String(crashed.reason)).toContain(
      "The password hashing worker crashed: boom",
    );
    expect(queued.status === "fulfilled" && hex(queued.value)).toBe(expectedKey("queued", "salt"));
  });
});

// The pool as published: bundled by tsup (ESM and CJS), run by a separate node process that
// awaits one hash. It must neither exit before the answer (an idle-looking process while a
// worker computes) nor hang after it (an idle worker keeping the process alive).
describe("the bundled pool in a node process", () => {
  const packageDirectory = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
  let buildDirectory: string;

  beforeAll(() => {
    buildDirectory = mkdtempSync(join(tmpdir(), "tollgate-password-hash-"));
    const entries = ["src/crypto/password.ts", "src/crypto/scrypt-worker-pool.ts"];
    const build = spawnSync(
      "npx",
      ["tsup", ...entries, "--format", "esm,cjs", "--out-dir", buildDirectory, "--no-config"],
      { cwd: packageDirectory, encoding: "utf8" },
    );
    if (build.status !== 0) throw new Error(`tsup failed:\n${build.stdout}\n${build.stderr}`);
    writeFileSync(join(buildDirectory, "package.json"), '{ "type": "module" }\n');
  }, 60_000);

  afterAll(() => {
    rmSync(buildDirectory, { recursive: true, force: true });
  });

  function runNode(file: string, program: string) {
    writeFileSync(join(buildDirectory, file), program);
    return spawnSync(process.execPath, [file], {
      cwd: buildDirectory,
      encoding: "utf8",
      timeout: 20_000,
    });
  }

  it("ESM: awaiting a hash at top level finishes with the hash, then the process exits", () => {
    const result = runNode(
      "await-hash.mjs",
      [
        'import { createScryptPasswordHasher } from "./password.js";',
        "const hasher = createScryptPasswordHasher();",
        'const hash = await hasher.hash("correct horse");',
        'const ok = await hasher.verify({ hash, password: "correct horse" });',
        "console.log(JSON.stringify({ hash, ok }));",
      ].join("\n"),
    );
    expect(result.signal).toBeNull(); // not killed by the timeout: it did not hang
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0); // 13 would be an unsettled top-level await: an early exit
    const { hash, ok } = JSON.parse(result.stdout) as { hash: string; ok: boolean };
    const [salt = "", key] = hash.split(":");
    expect(key).toBe(expectedKey("correct horse", salt));
    expect(ok).toBe(true);
  }, 60_000);

  it("CJS: the worker pool answers a pending hash, then the process exits", () => {
    const result = runNode(
      "await-hash.cjs",
      [
        'const { createScryptWorkerPool } = require("./scrypt-worker-pool.cjs");',
        "const pool = createScryptWorkerPool({",
        "  size: 1,",
        '  fallback: () => Promise.reject(new Error("fallback used")),',
        "});",
        'pool.derive("pw", "salt").then(async (key) => {',
        "  const priorities = await pool.priorities();",
        '  console.log(JSON.stringify({ key: Buffer.from(key).toString("hex"), priorities }));',
        "});",
      ].join("\n"),
    );
    expect(result.signal).toBeNull();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const { key, priorities } = JSON.parse(result.stdout) as {
      key: string;
      priorities: (number | null)[];
    };
    expect(key).toBe(expectedKey("pw", "salt"));
    expect(priorities).toEqual([existsSync("/proc/thread-self") ? 19 : null]);
  }, 60_000);

  it("regression: a process started with --input-type=module (which workers inherit) still hashes", () => {
    // Eval workers ran as ES modules there, where the worker's `require` did not exist.
    const program = [
      'import { createScryptPasswordHasher } from "./password.js";',
      'const hash = await createScryptPasswordHasher().hash("pw");',
      "console.log(hash);",
    ].join("\n");
    const result = spawnSync(process.execPath, ["--input-type=module", "--eval", program], {
      cwd: buildDirectory,
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.signal).toBeNull();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const [salt = "", key] = result.stdout.trim().split(":");
    expect(key).toBe(expectedKey("pw", salt));
  }, 60_000);

  it("where worker threads are not allowed (Node's permission model), hashes in libuv's thread pool", () => {
    const permission = process.allowedNodeEnvironmentFlags.has("--permission")
      ? "--permission"
      : "--experimental-permission";
    const program = [
      'import { createScryptPasswordHasher } from "./password.js";',
      "const hasher = createScryptPasswordHasher();",
      'const hash = await hasher.hash("pw");',
      'console.log(hash, await hasher.verify({ hash, password: "pw" }));',
    ].join("\n");
    const flags = [permission, "--allow-fs-read=*", "--no-warnings", "--input-type=module"];
    const result = spawnSync(process.execPath, [...flags, "--eval", program], {
      cwd: buildDirectory,
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const [hash = "", verified] = result.stdout.trim().split(" ");
    const [salt = "", key] = hash.split(":");
    expect(key).toBe(expectedKey("pw", salt));
    expect(verified).toBe("true");
  }, 60_000);
});
