import { createAuth } from "@tollgate/auth-server";
import pg from "pg";

// A plain Web-standard handler: auth.handler takes a Request and answers a Response, so
// Deno.serve (or any fetch-style runtime) serves it as it is. PostgreSQL through pg; the
// secret and the public URL come from TOLLGATE_SECRET and TOLLGATE_URL.
const auth = createAuth({
  database: new pg.Pool({ connectionString: Deno.env.get("DATABASE_URL") }),
  emailAndPassword: { enabled: true },
});
await auth.migrate();

async function handler(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith("/api/auth/")) return auth.handler(request);
  if (pathname === "/me" && request.method === "GET") {
    const session = await auth.api.getSession({ headers: request.headers });
    if (!session) return Response.json({ error: "not signed in" }, { status: 401 });
    return Response.json({ email: session.user.email });
  }
  return new Response("Not found", { status: 404 });
}

const port = Number(Deno.env.get("PORT") ?? 3000);
Deno.serve({ port, hostname: "127.0.0.1" }, handler);
