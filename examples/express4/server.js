import { createAuth, fromNodeHeaders, toNodeHandler } from "@tollgate/auth-server";
import Database from "better-sqlite3";
import express from "express";

// The secret and the public URL come from TOLLGATE_SECRET and TOLLGATE_URL.
const auth = createAuth({
  database: new Database(process.env.DATABASE_FILE ?? "app.db"),
  emailAndPassword: { enabled: true },
});
await auth.migrate();

const app = express();

// Here express.json() runs first, for every route: the auth handler takes the body it parsed.
// (Mounting the auth handler first, as examples/express5 does, works too.)
app.use(express.json());

// Express 4 takes a bare wildcard: "/api/auth/*" (Express 5 writes "/api/auth/{*any}").
app.all("/api/auth/*", toNodeHandler(auth));

app.get("/me", async (req, res) => {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!session) return res.status(401).json({ error: "not signed in" });
  res.json({ email: session.user.email });
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, "127.0.0.1", () => console.log(`listening on http://127.0.0.1:${port}`));
