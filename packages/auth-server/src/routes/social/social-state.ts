import { z } from "zod";
import type { AuthContext } from "../../context/context-types";
import { randomString } from "../../crypto/random-string";
import { authError } from "../../errors/auth-api-error";
import type { CookieJar } from "../../session/cookie-jar";
import { bindStateToBrowser } from "./state-cookie";

/** Spec §9: the state id is 32 characters, the PKCE verifier 128, both kept 10 minutes. */
export const SOCIAL_STATE_LENGTH = 32;
export const CODE_VERIFIER_LENGTH = 128;
export const SOCIAL_STATE_EXPIRES_IN = 600;
/** RFC 7636 §4.1: the verifier's characters. */
const VERIFIER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";

const socialStateSchema = z.object({
  callbackURL: z.string(),
  codeVerifier: z.string(),
  errorURL: z.string().optional(),
  newUserURL: z.string().optional(),
  expiresAt: z.number(),
  requestSignUp: z.boolean().optional(),
  link: z.object({ email: z.string(), userId: z.string() }).optional(),
});

/** Spec §3 "Social sign-in state", as kept in the verification table (keyed by the state id). */
export type SocialState = z.infer<typeof socialStateSchema>;

/** Stores a new state, binds it to this browser (state-cookie.ts), and answers its id and the PKCE verifier for the authorization URL. */
export async function createSocialState(
  context: AuthContext,
  jar: CookieJar,
  data: Omit<SocialState, "codeVerifier" | "expiresAt" | "callbackURL"> & {
    callbackURL: string | undefined;
  },
): Promise<{ state: string; codeVerifier: string }> {
  if (!data.callbackURL) throw authError("BAD_REQUEST", "CALLBACK_URL_REQUIRED");
  const state = randomString(SOCIAL_STATE_LENGTH);
  const codeVerifier = randomString(CODE_VERIFIER_LENGTH, VERIFIER_ALPHABET);
  const expiresAt = new Date(Date.now() + SOCIAL_STATE_EXPIRES_IN * 1000);
  const stored: SocialState = {
    ...data,
    callbackURL: data.callbackURL,
    codeVerifier,
    expiresAt: expiresAt.getTime(),
  };
  try {
    await context.internalAdapter.createVerification({
      identifier: state,
      value: JSON.stringify(stored),
      expiresAt,
    });
  } catch (error) {
    context.logger.error("failed to store the social sign-in state", error);
    throw authError("INTERNAL_SERVER_ERROR", "UNABLE_TO_CREATE_VERIFICATION");
  }
  if (context.options.account?.skipStateCookieCheck !== true)
    await bindStateToBrowser(context, jar, state, SOCIAL_STATE_EXPIRES_IN);
  return { state, codeVerifier };
}

/** The state for `state`, deleted as it is read (single use); null when unknown or expired. */
export async function consumeSocialState(
  context: AuthContext,
  state: string,
): Promise<SocialState | null> {
  if (state.length !== SOCIAL_STATE_LENGTH) return null;
  const record = await context.internalAdapter.consumeVerification(state);
  if (!record) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(record.value);
  } catch {
    return null;
  }
  const result = socialStateSchema.safeParse(parsed);
  if (!result.success || result.data.expiresAt <= Date.now()) return null;
  return result.data;
}
