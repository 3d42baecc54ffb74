import type { LoadResult } from "./load";
import { runLoad } from "./load";
import { signInCookie } from "./session-cookie";
import type { RunningServer } from "./spawn-server";

export interface ScenarioTiming {
  connections: number;
  durationSeconds: number;
}

export type ScenarioName =
  | "GET /ok"
  | "POST /sign-up/email"
  | "POST /sign-in/email"
  | "GET /get-session"
  | "GET /get-session (cookie cache)"
  | "GET /get-session during sign-ups";

/** A scenario's main load, and the load that ran beside it (the sign-ups of the mixed one). */
export interface ScenarioResult extends LoadResult {
  beside?: LoadResult;
}

const PASSWORD = "bench-password-123";
let sequence = 0;
const uniqueSignUp = () =>
  JSON.stringify({
    email: `load-${process.pid}-${Date.now()}-${sequence++}@bench.test`,
    password: PASSWORD,
    name: "Load",
  });

/** The load of each scenario, identical for every server. */
export async function runScenario(
  server: RunningServer,
  name: ScenarioName,
  timing: ScenarioTiming,
): Promise<ScenarioResult> {
  const base = { connections: timing.connections, durationSeconds: timing.durationSeconds };
  switch (name) {
    case "GET /ok":
      return runLoad(server.url, {
        ...base,
        method: "GET",
        path: server.kind === "bare" ? "/" : "/api/auth/ok",
      });
    case "POST /sign-up/email":
      return runLoad(server.url, {
        ...base,
        method: "POST",
        path: "/api/auth/sign-up/email",
        body: uniqueSignUp,
      });
    case "POST /sign-in/email": {
      const email = `sign-in-${sequence++}@bench.test`;
      await signInCookie(server.url, { email, password: PASSWORD, name: "Bench" });
      const body = JSON.stringify({ email, password: PASSWORD });
      return runLoad(server.url, {
        ...base,
        method: "POST",
        path: "/api/auth/sign-in/email",
        body,
      });
    }
    case "GET /get-session":
    case "GET /get-session (cookie cache)": {
      const cookie = await signInCookie(server.url, {
        email: `session-${sequence++}@bench.test`,
        password: PASSWORD,
        name: "Bench",
      });
      return runLoad(server.url, {
        ...base,
        method: "GET",
        path: "/api/auth/get-session",
        headers: { cookie },
      });
    }
    case "GET /get-session during sign-ups": {
      const cookie = await signInCookie(server.url, {
        email: `mixed-${sequence++}@bench.test`,
        password: PASSWORD,
        name: "Bench",
      });
      const [sessions, signUps] = await Promise.all([
        runLoad(server.url, {
          ...base,
          method: "GET",
          path: "/api/auth/get-session",
          headers: { cookie },
        }),
        runLoad(server.url, {
          connections: 4,
          durationSeconds: timing.durationSeconds,
          method: "POST",
          path: "/api/auth/sign-up/email",
          body: uniqueSignUp,
        }),
      ]);
      return { ...sessions, beside: signUps };
    }
  }
}
