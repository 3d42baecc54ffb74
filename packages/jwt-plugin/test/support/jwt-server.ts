import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type AuthOptions, toNodeHandler } from "@tollgate/auth-server";
import { type CookieCarrier, createTestAuth, type TestAuth } from "@tollgate/auth-server/testing";
import { jwt } from "../../src/index";
import type { JwtOptions } from "../../src/options";

export interface JwtTestServer {
  t: TestAuth<AuthOptions>;
  user: { id: string; email: string };
  cookies: CookieCarrier;
  /** GET /token as the signed-in browser. */
  token(): Promise<string>;
}

/** A server with the plugin, and a signed-in browser. */
export async function serverWithJwt(
  options: JwtOptions = {},
  core: Partial<AuthOptions> = {},
): Promise<JwtTestServer> {
  const t = await createTestAuth({ ...core, plugins: [jwt(options)] });
  const { user, cookies } = await t.signUp({ email: `jwt-${crypto.randomUUID()}@example.com` });
  const token = async () => {
    const { status, data } = await t.json<{ token: string }>("/token", { cookies });
    if (status !== 200) throw new Error(`/token answered ${status}`);
    return data.token;
  };
  return { t, user, cookies, token };
}

/** The server on a real port of 127.0.0.1, as a separate API service would reach it. */
export async function listening(auth: Parameters<typeof toNodeHandler>[0]) {
  const server: Server = createServer(toNodeHandler(auth));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
