/**
 * The program of a password hashing worker, run with `new Worker(source, { eval: true })`.
 * Plain JavaScript kept as a string, so the same text works from the TypeScript sources and from
 * both bundles (ESM and CJS) without a second entry point or a file path. Eval workers are
 * CommonJS, unless the process was started with `--input-type=module` (workers inherit execArgv):
 * hence built-ins come from process.getBuiltinModule (Node ≥ 20.16), `require` only without it.
 *
 * At start the worker lowers its own thread to nice 19 (Linux: setpriority with a thread id
 * changes that thread only) and reports the priority it ended up with, or null where its thread
 * id cannot be read (no /proc): it then runs at normal priority; the process is never reniced.
 * Each message `{ password, salt }` (password already NFKC-normalised) is answered with
 * `{ kind: "key", key }` — a fresh copy of the bytes, never a transfer of scryptSync's buffer,
 * which may live in Node's shared pool — or `{ kind: "failed", reason }`.
 * workerData: `{ keyLength, options }`, the arguments of scryptSync.
 */
export const SCRYPT_WORKER_SOURCE = `"use strict";
const builtin = (id) =>
  typeof process.getBuiltinModule === "function" ? process.getBuiltinModule(id) : require(id);
const { parentPort, workerData } = builtin("node:worker_threads");
const { scryptSync } = builtin("node:crypto");
const { readlinkSync } = builtin("node:fs");
const { getPriority, setPriority } = builtin("node:os");

function lowerOwnPriority() {
  let threadId;
  try {
    threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
  } catch {
    return null;
  }
  if (!Number.isInteger(threadId) || threadId <= 0 || threadId === process.pid) return null;
  try {
    setPriority(threadId, 19);
  } catch {}
  try {
    return getPriority(threadId);
  } catch {
    return null;
  }
}

parentPort.postMessage({ kind: "ready", priority: lowerOwnPriority() });

parentPort.on("message", (job) => {
  try {
    const key = scryptSync(job.password, job.salt, workerData.keyLength, workerData.options);
    parentPort.postMessage({ kind: "key", key: new Uint8Array(key) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    parentPort.postMessage({ kind: "failed", reason });
  }
});
`;
