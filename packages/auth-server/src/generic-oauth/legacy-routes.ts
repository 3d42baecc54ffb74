import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { handlerOf } from "../api/endpoint-handlers";
import type { AnyEndpoint } from "../plugins/plugin-types";
import {
  authorizationAnswer,
  callbackOAuth,
  callbackRedirect,
  linkSocial,
  signInSocial,
} from "../routes/social";

/**
 * Better Auth's earlier genericOAuth paths, kept so apps and clients written for them work:
 * POST /sign-in/oauth2, GET|POST /oauth2/callback/:providerId and POST /oauth2/link. Each one
 * runs the core's own route (/sign-in/social, /callback/:id, /link-social) with the request
 * renamed: one flow, one set of rules, whichever path was called.
 */

/** The core route's handler, run with this request's context and the renamed input. */
async function runAs(
  endpoint: AnyEndpoint,
  context: object,
  renamed: { body?: unknown; params?: Record<string, string> },
): Promise<unknown> {
  const handler = handlerOf(endpoint);
  if (!handler)
    throw new Error("genericOAuth: the core's social routes are not Tollgate endpoints");
  // Everything else (headers, cookies, the request context, redirect) reads through to the call.
  return handler(Object.assign(Object.create(context), renamed));
}

/** The core route's `{ url, redirect }`, checked: this route documents that answer as its own. */
async function authorizationAnswerOf(
  answer: Promise<unknown>,
): Promise<z.infer<typeof authorizationAnswer>> {
  const checked = authorizationAnswer.safeParse(await answer);
  if (!checked.success)
    throw new Error("genericOAuth: the core's route answered without { url, redirect }");
  return checked.data;
}

const signInOAuth2Body = z.object({
  providerId: z.string().min(1),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
  newUserCallbackURL: z.string().optional(),
  disableRedirect: z.boolean().optional(),
  scopes: z.array(z.string()).optional(),
  requestSignUp: z.boolean().optional(),
  loginHint: z.string().optional(),
});

/** POST /sign-in/oauth2 {providerId, callbackURL, …} → {url, redirect}: /sign-in/social's flow. */
export const signInOAuth2 = createAuthEndpoint(
  "/sign-in/oauth2",
  {
    method: "POST",
    body: signInOAuth2Body,
    metadata: {
      openapi: { summary: "Sign in with a generic OAuth provider (/sign-in/social's flow)" },
      responseSchema: authorizationAnswer,
    },
  },
  async (ctx) => {
    const { providerId, ...rest } = ctx.body;
    return authorizationAnswerOf(
      runAs(signInSocial, ctx, { body: { ...rest, provider: providerId } }),
    );
  },
);

const anyFields = z.record(z.string(), z.unknown()).optional();

/** GET|POST /oauth2/callback/:providerId: /callback/:id for redirect URIs registered there. */
export const oAuth2Callback = createAuthEndpoint(
  "/oauth2/callback/:providerId",
  {
    method: ["GET", "POST"],
    query: anyFields,
    body: anyFields,
    metadata: {
      openapi: {
        summary: "Where a generic OAuth provider sends the browser back (/callback/:id's flow)",
        responses: { "302": callbackRedirect },
      },
    },
  },
  async (ctx) => {
    await runAs(callbackOAuth, ctx, { params: { id: ctx.params.providerId } });
  },
);

const oAuth2LinkBody = z.object({
  providerId: z.string().min(1),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
  scopes: z.array(z.string()).optional(),
  disableRedirect: z.boolean().optional(),
});

/** POST /oauth2/link {providerId, callbackURL, …} → {url, redirect}: /link-social's flow. */
export const oAuth2LinkAccount = createAuthEndpoint(
  "/oauth2/link",
  {
    method: "POST",
    body: oAuth2LinkBody,
    metadata: {
      openapi: { summary: "Link a generic OAuth provider's account (/link-social's flow)" },
      responseSchema: authorizationAnswer,
    },
  },
  async (ctx) => {
    const { providerId, ...rest } = ctx.body;
    return authorizationAnswerOf(
      runAs(linkSocial, ctx, { body: { ...rest, provider: providerId } }),
    );
  },
);
