/** The ways to give the second factor: the authenticator app, a backup code, a mailed code. */
export type SecondStepMethod = "app" | "backup" | "email";

/**
 * The way offered first: the app when the user has one (or when the methods are not known, as
 * after a magic link), else a code by mail.
 */
export function firstMethod(methods: string | null): SecondStepMethod {
  if (!methods) return "app";
  const list = methods.split(",");
  return list.includes("totp") || !list.includes("otp") ? "app" : "email";
}
