import {
  type AuthPlugin,
  createAuthEndpoint,
  deleteSessionCookie,
  refreshSessionCache,
  requireSession,
  setSessionCookie,
} from "@tollgate/auth-server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { authFactory, endpointDatabases } from "./support";

const CACHE_ON = { session: { cookieCache: { enabled: true, maxAge: 300 } } } as const;

/**
 * A plugin that changes the caller's session or user behind the cookie cache's back, the way
 * the organization plugin sets an active organization or the admin plugin restores a session.
 */
function sessionProbe() {
  return {
    id: "session-probe",
    schema: { session: { fields: { label: { type: "string", required: false } } } },
    endpoints: {
      setLabel: createAuthEndpoint(
        "/probe/set-label",
        { method: "POST", body: z.object({ label: z.string(), refresh: z.boolean() }) },
        async (ctx) => {
          const { session, user } = await requireSession(ctx);
          const updated = await ctx.context.internalAdapter.updateSession(session.token, {
            label: ctx.body.label,
          });
          if (!updated) throw new Error("the probe's session vanished");
          if (ctx.body.refresh) await refreshSessionCache(ctx, { session: updated, user });
          return { status: true };
        },
      ),
      readName: createAuthEndpoint(
        "/probe/read-name",
        { method: "GET", query: z.object({ fresh: z.string().optional() }) },
        async (ctx) => {
          const { user } = await requireSession(ctx, {
            disableCookieCache: ctx.query.fresh === "1",
          });
          return { name: user.name };
        },
      ),
      switchSession: createAuthEndpoint(
        "/probe/switch-session",
        { method: "POST", body: z.object({ dontRememberMe: z.boolean() }) },
        async (ctx) => {
          const { user } = await requireSession(ctx);
          const created = await ctx.context.internalAdapter.createSession(user.id, {
            expiresAt: new Date(Date.now() + 3_600_000),
          });
          await setSessionCookie(
            ctx,
            { session: created, user },
            { dontRememberMe: ctx.body.dontRememberMe },
          );
          return { token: created.token };
        },
      ),
      dropCookies: createAuthEndpoint("/probe/drop-cookies", { method: "POST" }, async (ctx) => {
        await requireSession(ctx);
        deleteSessionCookie(ctx);
        return { status: true };
      }),
    },
  } satisfies AuthPlugin;
}

interface SessionAnswer {
  session: { token: string; label?: string | null };
  user: { name: string };
}

describe.each(endpointDatabases)("session cookie helpers for plugins on $name", (target) => {
  const makeAuth = authFactory(target);
  /** An auth instance with the probe, and one signed-up browser whose cookies every call carries. */
  const setUp = async (name?: string) => {
    const t = await makeAuth({ ...CACHE_ON, plugins: [sessionProbe()] });
    const { user } = await t.signUp(name ? { name } : {}, t.cookies);
    return Object.assign(t, { user });
  };

  it("refreshSessionCache makes the next cached get-session answer the plugin's change (without it, the cache answers the old value)", async () => {
    const t = await setUp();
    await t.json("/probe/set-label", { body: { label: "stale", refresh: false } });
    const stale = await t.json<SessionAnswer>("/get-session");
    expect(stale.data.session.label ?? null).toBeNull();

    await t.json("/probe/set-label", { body: { label: "current", refresh: true } });
    const fresh = await t.json<SessionAnswer>("/get-session");
    expect(fresh.data.session.label).toBe("current");
  });

  it("requireSession with disableCookieCache sees a user changed seconds ago; the default read may answer from the cache", async () => {
    const t = await setUp("Before");
    const { auth, user } = t;
    const context = await auth.$context;
    await context.adapter.update({
      model: "user",
      where: [{ field: "id", value: user.id }],
      update: { name: "After" },
    });
    const cached = await t.json<{ name: string }>("/probe/read-name");
    expect(cached.data.name).toBe("Before");
    const fresh = await t.json<{ name: string }>("/probe/read-name", { query: { fresh: "1" } });
    expect(fresh.data.name).toBe("After");
  });

  it("setSessionCookie switches the caller to another session, with don't-remember honoured", async () => {
    const t = await setUp();
    const switched = await t.json<{ token: string }>("/probe/switch-session", {
      body: { dontRememberMe: true },
    });
    const tokenCookie = switched.response.headers
      .getSetCookie()
      .find((line) => line.startsWith("tollgate.session_token="));
    expect(tokenCookie).toBeDefined();
    expect(tokenCookie).not.toMatch(/Max-Age/i);
    const after = await t.json<SessionAnswer>("/get-session", {
      query: { disableCookieCache: "true" },
    });
    expect(after.data.session.token).toBe(switched.data.token);
  });

  it("deleteSessionCookie signs the caller out of this browser", async () => {
    const t = await setUp();
    const before = await t.json<SessionAnswer | null>("/get-session");
    expect(before.data?.user.name).toBeDefined();
    await t.json("/probe/drop-cookies", { body: {} });
    const after = await t.json<SessionAnswer | null>("/get-session");
    expect(after.data).toBeNull();
  });
});
