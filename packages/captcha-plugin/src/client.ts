import type { AuthClientPlugin } from "@tollgate/auth-client-react";
import type { captcha } from "./index";

/**
 * The client twin of `captcha()`: types the plugin's error codes on the client
 * (`error.code === "VERIFICATION_FAILED"`). The token itself travels in a header of the call
 * it protects: `client.signIn.email(body, { headers: captchaHeaders(token) })`.
 */
export function captchaClient() {
  return {
    id: "captcha" as const,
    // A type carrier, never read at runtime.
    $InferServerPlugin: {} as ReturnType<typeof captcha>,
  } satisfies AuthClientPlugin;
}

/** The header that carries a solved captcha's token to the server. */
export const captchaHeaders = (token: string) => ({ "x-captcha-response": token });

export { CAPTCHA_ERROR_CODES, type CaptchaErrorCode } from "./error-codes";
