import { checkName, createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { magicLinkError } from "../magic-link-error";
import {
  createMagicLinkToken,
  magicLinkIdentifier,
  mailedMarkIdentifier,
} from "../magic-link-token";
import type { ResolvedMagicLinkOptions } from "../options";
import { verifyLinkURL } from "./link-url";

export const signInMagicLinkBody = z.object({
  email: z.email(),
  // Sign-up's rules (length up to user.maxNameLength, no control characters) are checked in the
  // handler, so the refusal names the field in the same words as /sign-up/email's.
  name: z.string().optional(),
  callbackURL: z.string().optional(),
  newUserCallbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** The same for known and unknown addresses, so it tells nobody which have an account. */
const signInMagicLinkAnswer = z.object({ status: z.literal(true) });

export type SignInMagicLinkEndpoint = ReturnType<typeof createSignInMagicLink>;

/**
 * POST /sign-in/magic-link {email, name?, callbackURL?, newUserCallbackURL?, errorCallbackURL?,
 * metadata?} → {status: true}, the same for known and unknown addresses; a `name` that breaks
 * sign-up's rules answers 400 naming the field (FIELD_TOO_LONG, …). Stores the link's
 * hashed token for `expiresIn` seconds and hands the link to `sendMagicLink`. The redirect URLs
 * are checked against the trusted origins by the core before this runs.
 */
export function createSignInMagicLink(options: ResolvedMagicLinkOptions) {
  return createAuthEndpoint(
    "/sign-in/magic-link",
    {
      method: "POST",
      body: signInMagicLinkBody,
      metadata: {
        openapi: { summary: "Mail a sign-in link to an address" },
        responseSchema: signInMagicLinkAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      // An empty name is no name (the account gets ""); any other is held to sign-up's rules
      // before anything is stored or mailed.
      if (body.name) checkName(context, body.name);
      const email = body.email.trim().toLowerCase();
      const now = Date.now();
      const mark = await mailedMarkIdentifier(email);
      const recentLinks = {
        model: "verification",
        where: [
          { field: "identifier", value: mark },
          { field: "expiresAt", value: new Date(now), operator: "gt" as const },
        ],
      };
      // Without sign-up, the address's account is read with its recent links.
      const [mailedRecently, account] = options.disableSignUp
        ? await context.adapter.readAll([
            { count: recentLinks },
            { findOne: { model: "user", where: [{ field: "email", value: email }] } },
          ])
        : [await context.adapter.count(recentLinks), null];
      if (mailedRecently >= options.addressLimit.max)
        throw magicLinkError("TOO_MANY_REQUESTS", "TOO_MANY_MAGIC_LINKS");
      // Without sign-up, a link for an unknown address could never work: none is sent, and
      // the answer is the same, so it tells nobody whether the address has an account.
      if (options.disableSignUp && !account) return { status: true };
      const token = (await options.generateToken?.(email)) ?? createMagicLinkToken();
      const identifier = await magicLinkIdentifier(token);
      // The link and the mark that counts it toward the address limit, in one write.
      await context.internalAdapter.createRecords([
        {
          model: "verification",
          data: {
            identifier,
            value: JSON.stringify(body.name ? { email, name: body.name } : { email }),
            expiresAt: new Date(now + options.expiresIn * 1000),
          },
        },
        {
          model: "verification",
          data: {
            identifier: mark,
            value: "mailed",
            expiresAt: new Date(now + options.addressLimit.window * 1000),
          },
        },
      ]);
      const url = verifyLinkURL(context, token, body);
      try {
        await options.sendMagicLink(
          { email, url, token, ...(body.metadata ? { metadata: body.metadata } : {}) },
          context.request,
        );
      } catch (error) {
        context.logger.error("failed to send the magic link", error);
        await context.internalAdapter.deleteVerification(identifier);
        throw magicLinkError("INTERNAL_SERVER_ERROR", "FAILED_TO_SEND_MAGIC_LINK");
      }
      return { status: true };
    },
  );
}
