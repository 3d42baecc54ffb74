import { createAuth } from "@tollgate/auth-server";
import { nextCookies } from "@tollgate/auth-server/next-js";
import Database from "better-sqlite3";

// The secret and the public URL come from TOLLGATE_SECRET and TOLLGATE_URL. `next build`
// imports this file without them: a missing secret fails at the first request, not here.
export const auth = createAuth({
  database: new Database(process.env.DATABASE_FILE ?? "app.db"),
  emailAndPassword: { enabled: true },
  // Last in the list: Server Actions calling auth.api.* set their cookies through Next.js.
  plugins: [nextCookies()],
});
