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

// Express 5 names the wildcard: "/api/auth/{*any}" ("/api/auth/*" throws at start).
// Mounted before express.json(): the auth handler reads the request body itself (a body
// express.json() parsed first is taken too, as examples/express4 shows).
app.all("/api/auth/{*any}", toNodeHandler(auth));

app.use(express.json());

app.get("/me", async (req, res) => {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!session) return res.status(401).json({ error: "not signed in" });
  res.json({ email: session.user.email });
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, "127.0.0.1", () => console.log(`listening on http://127.0.0.1:${port}`));
