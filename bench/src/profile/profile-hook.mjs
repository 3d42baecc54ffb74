// Loaded into a bench server with `--import` by src/profile.ts: SIGUSR2 starts the V8 CPU
// profiler (after seeding, so the profile holds only the load), SIGTERM writes the profile to
// BENCH_PROFILE_FILE and exits.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";

const session = new Session();
session.connect();
const post = (method, params = {}) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );
let started = false;

process.on("SIGUSR2", async () => {
  await post("Profiler.enable");
  await post("Profiler.setSamplingInterval", { interval: 200 });
  await post("Profiler.start");
  started = true;
});

process.on("SIGTERM", async () => {
  if (started) {
    const { profile } = await post("Profiler.stop");
    writeFileSync(process.env.BENCH_PROFILE_FILE ?? "bench.cpuprofile", JSON.stringify(profile));
  }
  process.exit(0);
});
