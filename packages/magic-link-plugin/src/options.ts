/** What the app's mail callback receives. */
export interface MagicLinkMail {
  email: string;
  /** The link to put in the mail: GET /magic-link/verify?token=…&callbackURL=… */
  url: string;
  token: string;
  /** What the sign-in request passed as `metadata`, for the mail's wording. */
  metadata?: Record<string, unknown>;
}

export interface MagicLinkOptions {
  /** Sends the link (your mailer). A throw fails the request with 500 and removes the token. */
  sendMagicLink: (mail: MagicLinkMail, request?: Request) => Promise<void> | void;
  /** Seconds a link stays valid. Default 300 (5 minutes). */
  expiresIn?: number;
  /** Refuse links for addresses without an account instead of creating one. Default false. */
  disableSignUp?: boolean;
  /** Per IP, on both endpoints (when rate limiting is on). Default 5 per 60 s. */
  rateLimit?: { window: number; max: number };
  /**
   * Per address: at most `max` links mailed to one address per `window` seconds, counted in
   * the database so it holds across instances and whatever the IP. Default 3 per 600 s.
   */
  addressLimit?: { window: number; max: number };
  /** Your own token generator (at least 32 characters of entropy-rich text). */
  generateToken?: (email: string) => string | Promise<string>;
}

export interface ResolvedMagicLinkOptions {
  sendMagicLink: MagicLinkOptions["sendMagicLink"];
  expiresIn: number;
  disableSignUp: boolean;
  rateLimit: { window: number; max: number };
  addressLimit: { window: number; max: number };
  generateToken: MagicLinkOptions["generateToken"];
}

export const DEFAULT_MAGIC_LINK_EXPIRES_IN = 300;

export function resolveMagicLinkOptions(options: MagicLinkOptions): ResolvedMagicLinkOptions {
  if (typeof options?.sendMagicLink !== "function")
    throw new Error("magicLink: sendMagicLink is required");
  return {
    sendMagicLink: options.sendMagicLink,
    expiresIn: options.expiresIn ?? DEFAULT_MAGIC_LINK_EXPIRES_IN,
    disableSignUp: options.disableSignUp ?? false,
    rateLimit: options.rateLimit ?? { window: 60, max: 5 },
    addressLimit: options.addressLimit ?? { window: 600, max: 3 },
    generateToken: options.generateToken,
  };
}
