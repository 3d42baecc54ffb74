// The hash ceiling: scrypt at the cost both servers use (N=16384, r=16, p=1, 64-byte key), one
// hash per core at a time, counted like the load generator counts answers (done in the window).
import { scrypt } from "node:crypto";
import { availableParallelism } from "node:os";

const durationMs = Number(process.env.BENCH_DURATION_SECONDS ?? 5) * 1000;
const options = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const hash = (salt) =>
  new Promise((resolve, reject) =>
    scrypt("bench-password-123", salt, 64, options, (error) => (error ? reject(error) : resolve())),
  );

let done = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: availableParallelism() }, async (_, lane) => {
    while (performance.now() - started < durationMs) {
      await hash(`salt-${lane}-${done}`);
      if (performance.now() - started <= durationMs) done++;
    }
  }),
);
console.log(`rate ${done / (durationMs / 1000)}`);
