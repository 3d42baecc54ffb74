import { serve } from "@hono/node-server";
import { createAuth } from "@tollgate/auth-server";
import Database from "better-sqlite3";
import { Hono } from "hono";

// The secret and the public URL come from TOLLGATE_SECRET and TOLLGATE_URL.
const auth = createAuth({
  database: new Database(process.env.DATABASE_FILE ?? "app.db"),
  emailAndPassword: { enabled: true },
});
await auth.migrate();

const app = new Hono();

app.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(c.req.raw));

app.get("/me", async (c) => {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return c.json({ error: "not signed in" }, 401);
  return c.json({ email: session.user.email });
});

const port = Number(process.env.PORT ?? 3000);
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () =>
  console.log(`listening on http://127.0.0.1:${port}`),
);
