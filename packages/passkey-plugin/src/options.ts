import type { AuthContext } from "@tollgate/auth-server";

export interface PasskeyOptions {
  /** The relying party id: your site's registrable domain. Defaults to the baseURL's host name. */
  rpID?: string;
  /** The name browsers show. Defaults to the app name. */
  rpName?: string;
  /**
   * The origins a ceremony may come from (e.g. "https://app.example.com"). Defaults to the
   * baseURL's origin. A response made on any other origin is refused.
   */
  origin?: string | string[];
  /** Passed to the browser. Default: a discoverable credential (resident key) is required. */
  authenticatorSelection?: {
    authenticatorAttachment?: "platform" | "cross-platform";
    residentKey?: "discouraged" | "preferred" | "required";
    userVerification?: "discouraged" | "preferred" | "required";
  };
  /** Seconds a ceremony's challenge lasts (5 minutes). */
  challengeMaxAge?: number;
}

export interface ResolvedPasskeyOptions {
  rpID: (context: AuthContext) => string;
  rpName: (context: AuthContext) => string;
  origins: (context: AuthContext) => string[];
  authenticatorSelection: NonNullable<PasskeyOptions["authenticatorSelection"]>;
  challengeMaxAge: number;
}

export function resolvePasskeyOptions(options: PasskeyOptions = {}): ResolvedPasskeyOptions {
  return {
    rpID: (context) => options.rpID ?? new URL(context.baseURL).hostname,
    rpName: (context) => options.rpName ?? context.appName,
    origins: (context) =>
      options.origin === undefined ? [new URL(context.baseURL).origin] : [options.origin].flat(),
    authenticatorSelection: {
      residentKey: "required",
      userVerification: "preferred",
      ...options.authenticatorSelection,
    },
    challengeMaxAge: options.challengeMaxAge ?? 300,
  };
}
