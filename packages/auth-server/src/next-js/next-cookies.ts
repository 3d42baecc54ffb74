import type { AuthPlugin, HookContext } from "../plugins/plugin-types";
import { readSetCookie } from "./set-cookie-options";

/** What the plugin uses of `next/headers`: the request's headers and its cookie store. */
export interface NextHeadersModule {
  headers(): Promise<{ get(name: string): string | null }>;
  cookies(): Promise<{
    set(name: string, value: string, options: Record<string, unknown>): unknown;
  }>;
}

let nextHeaders: Promise<NextHeadersModule> | undefined;

/**
 * `next/headers`, imported on first use (never at start-up, so `next` stays an optional peer),
 * and the import kept; a failed import is tried again next time.
 */
function loadNextHeaders(): Promise<NextHeadersModule> {
  nextHeaders ??= import("next/headers.js").catch((error: unknown) => {
    nextHeaders = undefined;
    throw error;
  });
  return nextHeaders;
}

/** Errors that mean "not inside a Next.js request": there is no cookie store to write to. */
function outsideNextRequest(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.message.includes("outside a request scope") ||
      error.message.includes("Cannot find module") ||
      error.message.includes("Cannot find package"))
  );
}

/**
 * A React Server Component renders without being able to set cookies: its session reads must
 * not refresh the session (the database would move on while the browser's cookie does not).
 * Server Actions and route handlers can.
 */
async function inServerComponent(load: () => Promise<NextHeadersModule>): Promise<boolean> {
  try {
    const headers = await (await load()).headers();
    return headers.get("rsc") === "1" && !headers.get("next-action");
  } catch {
    return false;
  }
}

/** The plugin over a given `next/headers` (the real one in nextCookies; tests give their own). */
export function nextCookiesWith(load: () => Promise<NextHeadersModule>): AuthPlugin {
  return {
    id: "next-cookies",
    init(context) {
      const index = context.plugins.findIndex((plugin) => plugin.id === "next-cookies");
      const later = context.plugins.slice(index + 1);
      if (later.some((plugin) => (plugin.hooks?.after?.length ?? 0) > 0)) {
        context.logger.warn(
          'nextCookies() should be the last plugin: the cookies set by later plugins\' after hooks are not passed on to Next.js. Move it to the end of "plugins".',
        );
      }
    },
    hooks: {
      before: [
        {
          matcher: (ctx: HookContext) => ctx.path === "/get-session" && !ctx.context.viaHttp,
          async handler(ctx) {
            if (!(await inServerComponent(load))) return;
            return { query: { ...ctx.query, disableRefresh: true } };
          },
        },
      ],
      after: [
        {
          // Over HTTP the route handler's Response carries the cookies already.
          matcher: (ctx: HookContext) => !ctx.context.viaHttp,
          async handler(ctx) {
            const setCookies = ctx.responseHeaders.getSetCookie();
            if (setCookies.length === 0) return;
            let store: Awaited<ReturnType<NextHeadersModule["cookies"]>>;
            try {
              store = await (await load()).cookies();
            } catch (error) {
              if (outsideNextRequest(error)) return;
              throw error;
            }
            for (const header of setCookies) {
              const cookie = readSetCookie(header);
              if (!cookie) continue;
              try {
                store.set(cookie.name, cookie.value, cookie.options);
              } catch {
                // A Server Component's cookie store is read-only: nothing can be set there.
              }
            }
          },
        },
      ],
    },
  };
}

/**
 * Better Auth's `nextCookies()`: a Server Action (or route handler) that calls `auth.api.*`
 * gets the cookies the call sets (sign-in, sign-out, a refreshed session) written through
 * Next.js's `cookies()`. Put it last in `plugins`.
 */
export function nextCookies(): AuthPlugin {
  return nextCookiesWith(loadNextHeaders);
}
