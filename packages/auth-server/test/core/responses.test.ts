import { APIError } from "@tollgate/auth-server";
import { TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { nodeServers } from "./node-server";
import { authFactory, COOKIE, endpointDatabases, lastCookie, PASSWORD } from "./support";

interface Answer {
  status: number;
  body: unknown;
  /** The Set-Cookie lines, each as "name=value" with its Max-Age when it has one. */
  cookies: string[];
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    body: await response.json(),
    cookies: response.headers
      .getSetCookie()
      .map((line) => {
        const [pair = ""] = line.split(";");
        const maxAge = /max-age=(\d+)/i.exec(line)?.[1];
        return maxAge === undefined
          ? (pair.split("=")[0] ?? "")
          : `${pair.split("=")[0]} max-age=${maxAge}`;
      })
      .sort(),
  };
}

/** Session answers carry fresh ids and dates: only their shape is compared. */
function shapeOf(body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value]));
}

describe.each(endpointDatabases)("one answer builder for every way in, on $name", (target) => {
  const makeAuth = authFactory(target);
  const serve = nodeServers();

  it("a sign-in answers the same status, body and Set-Cookie through auth.api({ asResponse }), auth.handler and toNodeHandler", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "three-ways@example.com" });
    const body = { email: "three-ways@example.com", password: PASSWORD };
    const base = await serve(t.auth);
    const init = {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_BASE_URL },
      body: JSON.stringify(body),
    };
    const answers = [
      await t.auth.api.signInEmail({ body, asResponse: true }),
      await t.auth.handler(new Request(`${TEST_BASE_URL}/api/auth/sign-in/email`, init)),
      await fetch(`${base}/api/auth/sign-in/email`, init),
    ];
    const [viaApi, viaHandler, viaNode] = await Promise.all(answers.map(answerOf));
    expect(viaApi?.status).toBe(200);
    expect(viaApi?.cookies).toEqual([`${COOKIE.token} max-age=604800`]);
    expect(viaHandler).toMatchObject({ status: viaApi?.status, cookies: viaApi?.cookies });
    expect(viaNode).toMatchObject({ status: viaApi?.status, cookies: viaApi?.cookies });
    expect(shapeOf(viaHandler?.body)).toEqual(shapeOf(viaApi?.body));
    expect(shapeOf(viaNode?.body)).toEqual(shapeOf(viaApi?.body));
  });

  it("regression: a revoked session's 401 keeps the Set-Cookie that clears it through auth.api({ asResponse }), auth.handler and toNodeHandler", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "revoked@example.com" });
    const revokedCookie = cookies.header() ?? "";
    await t.request("/sign-out", { body: {}, cookies });
    const base = await serve(t.auth);
    const headers = { cookie: revokedCookie };
    const answers = [
      await t.auth.api.listSessions({ headers, asResponse: true }),
      await t.auth.handler(new Request(`${TEST_BASE_URL}/api/auth/list-sessions`, { headers })),
      await fetch(`${base}/api/auth/list-sessions`, { headers }),
    ];
    const expected: Answer = {
      status: 401,
      body: { code: "NOT_AUTHENTICATED", message: "Not authenticated" },
      // Every session cookie is cleared.
      cookies: [COOKIE.dontRemember, COOKIE.data, COOKIE.token].map((name) => `${name} max-age=0`),
    };
    for (const answer of await Promise.all(answers.map(answerOf))) expect(answer).toEqual(expected);
  });

  it("returnHeaders: a failed call's APIError carries the answer's headers, Set-Cookie included", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "thrown@example.com" });
    const revokedCookie = cookies.header() ?? "";
    await t.request("/sign-out", { body: {}, cookies });
    const failure = await t.auth.api
      .listSessions({ headers: { cookie: revokedCookie }, returnHeaders: true })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(APIError);
    if (!(failure instanceof APIError)) return;
    expect(failure.statusCode).toBe(401);
    expect(failure.headers).toBeInstanceOf(Headers);
    const thrownHeaders = new Headers(failure.headers);
    const cleared = new Response(null, { headers: thrownHeaders });
    expect(lastCookie(cleared, COOKIE.token)?.attributes.get("max-age")).toBe("0");
  });

  it("returnHeaders on success answers { headers, response } with the session's Set-Cookie", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "returned@example.com" });
    const { headers, response } = await t.auth.api.signInEmail({
      body: { email: "returned@example.com", password: PASSWORD },
      returnHeaders: true,
    });
    expect(headers).toBeInstanceOf(Headers);
    expect(lastCookie(new Response(null, { headers }), COOKIE.token)?.value).toContain(
      response.token,
    );
  });
});
