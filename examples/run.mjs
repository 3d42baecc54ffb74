#!/usr/bin/env node
// Builds and packs every publishable package, installs each example from the tarballs (one
// shared pnpm store, so better-sqlite3 compiles once), starts it on a free 127.0.0.1 port and
// drives it through shared/journey.mjs over HTTP; the Next.js example also in Chromium.
//
//   node examples/run.mjs                 every example
//   node examples/run.mjs express5 deno   some of them
//   node examples/run.mjs --no-build ...  pack the packages' current dist/ without building
//   node examples/run.mjs --no-pack ...   reuse examples/.tarballs from the last run
//
// Bun and Deno come from npm (each example's devDependencies); the Bun and Deno examples use
// PostgreSQL through pg, at TOLLGATE_TEST_POSTGRES_URL (a database of their own is created).
// Without it they are skipped, and with CI=true a skip fails the run.
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { journey } from "./shared/journey.mjs";

const examplesDir = dirname(fileURLToPath(import.meta.url));
const root = dirname(examplesDir);
const tarballs = join(examplesDir, ".tarballs");
// The workspace's own store: what `pnpm install` fetched (and better-sqlite3 as it built it,
// from pnpm's side-effects cache) serves the examples too, so nothing is compiled twice.
// What the run reads of the environment (the rest passes through to the examples).
const {
  CI,
  TOLLGATE_CHROMIUM,
  TOLLGATE_EXAMPLES_STORE,
  TOLLGATE_TEST_POSTGRES_URL: postgresURL,
} = process.env;
const store =
  TOLLGATE_EXAMPLES_STORE ??
  execFileSync("pnpm", ["store", "path"], { cwd: root, encoding: "utf8" }).trim();
const inCI = CI === "true";
const chromium = TOLLGATE_CHROMIUM ?? "/usr/bin/chromium";
const secret = "examples-secret-0123456789abcdef0123456789";

/** Each example: how it starts, what it needs, and what else is checked. */
const examples = {
  express5: { database: "sqlite" },
  express4: { database: "sqlite" },
  fastify: { database: "sqlite" },
  "hono-node": { database: "sqlite" },
  "hono-bun": { database: "postgres", runtime: "bun" },
  deno: { database: "postgres", runtime: "deno" },
  nextjs: { database: "sqlite", build: true, browser: true, startTimeout: 120_000 },
};

const args = process.argv.slice(2);
const pack = !args.includes("--no-pack");
const build = !args.includes("--no-build");
const chosen = args.filter((arg) => !arg.startsWith("--"));
for (const name of chosen) if (!(name in examples)) throw new Error(`no example named ${name}`);
const names = chosen.length > 0 ? chosen : Object.keys(examples);

const timings = [];
async function timed(label, work) {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const seconds = (performance.now() - start) / 1000;
    timings.push([label, seconds]);
    console.log(`  ${label}: ${seconds.toFixed(1)} s`);
  }
}

function run(command, commandArgs, options = {}) {
  execFileSync(command, commandArgs, { stdio: ["ignore", "inherit", "inherit"], ...options });
}

/** Builds the packages (turbo: cached after `pnpm test`) and packs each publishable one. */
function packPackages() {
  if (build) {
    run(
      "pnpm",
      ["exec", "turbo", "run", "build", "--filter=./packages/*", "--output-logs=errors-only"],
      {
        cwd: root,
      },
    );
  }
  rmSync(tarballs, { recursive: true, force: true });
  mkdirSync(tarballs, { recursive: true });
  const packagesDir = join(root, "packages");
  for (const folder of readdirSync(packagesDir)) {
    const manifestPath = join(packagesDir, folder, "package.json");
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    if (manifest.private) continue;
    const out = join(tarballs, folder);
    mkdirSync(out);
    // Built just above: prepack's build would run again for every package.
    try {
      run("pnpm", ["pack", "--config.ignore-scripts=true", "--pack-destination", out], {
        cwd: join(packagesDir, folder),
        stdio: ["ignore", "ignore", "inherit"],
      });
    } catch (error) {
      // Outside CI a package being written in the working tree may not pack yet: the examples
      // that need it fail at install, the others still run.
      if (inCI) throw error;
      console.warn(`  ${manifest.name} did not pack: ${error.message}`);
      continue;
    }
    const [file] = readdirSync(out);
    // A stable name, so each example's package.json can point at it.
    copyFileSync(
      join(out, file),
      join(tarballs, `${manifest.name.slice(1).replace("/", "-")}.tgz`),
    );
  }
}

function install(name) {
  const dir = join(examplesDir, name);
  // A fresh install each time: the tarballs change with every build.
  rmSync(join(dir, "node_modules"), { recursive: true, force: true });
  rmSync(join(dir, "pnpm-lock.yaml"), { force: true });
  run("pnpm", ["install", "--store-dir", store, "--no-frozen-lockfile", "--reporter=append-only"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Whether a runtime's binary answers `--version`. */
function runs(binary) {
  try {
    execFileSync(binary, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A database of the example's own on the PostgreSQL server of TOLLGATE_TEST_POSTGRES_URL. */
function postgresDatabase(name) {
  const url = new URL(postgresURL);
  const database = `tollgate_example_${name.replace(/\W/g, "_")}`;
  const env = {
    ...process.env,
    PGPASSWORD: decodeURIComponent(url.password),
    PGOPTIONS: "-c client_min_messages=warning",
  };
  const psql = [
    "-h",
    url.hostname,
    "-p",
    url.port || "5432",
    "-U",
    decodeURIComponent(url.username),
    "-d",
    url.pathname.slice(1),
    "-q",
    "-c",
  ];
  run("psql", [...psql, `DROP DATABASE IF EXISTS ${database}`], { env });
  run("psql", [...psql, `CREATE DATABASE ${database}`], { env });
  url.pathname = `/${database}`;
  return url.toString();
}

function environment(name, port) {
  const env = {
    ...process.env,
    PORT: String(port),
    TOLLGATE_URL: `http://127.0.0.1:${port}`,
    TOLLGATE_SECRET: secret,
    NODE_ENV: "production",
    PATH: `${join(examplesDir, name, "node_modules", ".bin")}:${process.env.PATH}`,
  };
  if (examples[name].database === "postgres") env.DATABASE_URL = postgresDatabase(name);
  else {
    env.DATABASE_FILE = join(examplesDir, name, "example.db");
    rmSync(env.DATABASE_FILE, { force: true });
  }
  return env;
}

async function waitForServer(baseURL, child, output, timeout) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/api/auth/ok`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not answering after ${timeout / 1000} s:\n${output()}`);
}

async function runExample(name) {
  const config = examples[name];
  const dir = join(examplesDir, name);
  console.log(`\n── ${name}`);
  if (config.database === "postgres" && !postgresURL) {
    return { name, skipped: "TOLLGATE_TEST_POSTGRES_URL is not set" };
  }
  await timed(`${name} install`, () => install(name));
  if (config.runtime && !runs(join(dir, "node_modules", ".bin", config.runtime))) {
    // The npm package brings the binary for this platform as an optional dependency.
    return { name, skipped: `the ${config.runtime} package from npm has no working binary here` };
  }
  if (config.build) {
    // Built without TOLLGATE_SECRET: the build must not need the production secret.
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
    delete env.TOLLGATE_SECRET;
    await timed(`${name} build`, () => run("pnpm", ["run", "build"], { cwd: dir, env }));
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn("pnpm", ["run", "start"], {
    cwd: dir,
    env: { ...environment(name, port), NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  try {
    await timed(`${name} start`, () =>
      waitForServer(baseURL, child, () => log, config.startTimeout ?? 60_000),
    );
    await timed(`${name} journey`, () => journey(baseURL, (line) => console.log(`  ${line}`)));
    if (config.browser) {
      if (!existsSync(chromium)) {
        if (inCI) throw new Error(`Chromium not found at ${chromium}`);
        console.log(`  browser: skipped, no Chromium at ${chromium}`);
      } else {
        await timed(`${name} browser`, () =>
          run("node", ["browser-check.mjs", baseURL], { cwd: dir }),
        );
      }
    }
    return { name, passed: true };
  } catch (error) {
    console.error(`  server output:\n${log}`);
    return { name, error };
  } finally {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

const started = performance.now();
if (pack) {
  console.log("── packing the packages");
  await timed("build and pack", packPackages);
}
const results = [];
for (const name of names) {
  try {
    results.push(await runExample(name));
  } catch (error) {
    results.push({ name, error });
  }
}

console.log("\n── examples from packed tarballs");
let failed = false;
for (const result of results) {
  if (result.passed) console.log(`  ${result.name.padEnd(10)} passed`);
  else if (result.skipped) {
    console.log(`  ${result.name.padEnd(10)} skipped: ${result.skipped}`);
    if (inCI) failed = true;
  } else {
    failed = true;
    console.log(`  ${result.name.padEnd(10)} FAILED: ${result.error?.message ?? result.error}`);
  }
}
console.log(`  in ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
