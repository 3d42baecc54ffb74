import { createAuth, fromNodeHeaders } from "@tollgate/auth-server";
import Database from "better-sqlite3";
import Fastify from "fastify";

// The secret and the public URL come from TOLLGATE_SECRET and TOLLGATE_URL.
const auth = createAuth({
  database: new Database(process.env.DATABASE_FILE ?? "app.db"),
  emailAndPassword: { enabled: true },
});
await auth.migrate();

const app = Fastify();

// Fastify has parsed the body already: the route hands auth.handler a Web Request built from it.
app.route({
  method: ["GET", "POST"],
  url: "/api/auth/*",
  async handler(request, reply) {
    const url = new URL(request.url, `http://${request.headers.host}`);
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers: fromNodeHeaders(request.headers),
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      }),
    );
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    return reply.send(response.body ? await response.text() : null);
  },
});

app.get("/me", async (request, reply) => {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return reply.status(401).send({ error: "not signed in" });
  return { email: session.user.email };
});

await app.listen({ port: Number(process.env.PORT ?? 3000), host: "127.0.0.1" });
console.log(`listening on ${app.listeningOrigin}`);
