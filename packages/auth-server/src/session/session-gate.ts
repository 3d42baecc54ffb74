import type { ActionRequest } from "../access/access-types";
import type { RequestContext } from "../context/context-types";
import { authError } from "../errors/auth-api-error";
import type { SessionWithUser } from "../types/models";
import { isThenable } from "../utils/is-thenable";

/**
 * How a session reached the request: its cookie (read from the database or secondary storage),
 * the signed cookie cache, or a credential a plugin turned into a session for this request only
 * (an API key, and any later one: a bearer token, a JWT).
 */
export type SessionVia =
  | { kind: "cookie" }
  | { kind: "cookie-cache" }
  | {
      kind: "credential";
      /** What made it, e.g. "api-key". */
      name: string;
      /**
       * What the credential was given, when it was given a scope: an endpoint that asks
       * `requireScope(ctx, needed)` is refused unless every action it needs is here.
       */
      permissions?: Readonly<Record<string, readonly string[]>> | null;
      /**
       * Paths of interactive-only endpoints the app lets this credential call anyway
       * (e.g. "/admin/list-users"); "*" for all of them.
       */
      mayCall?: readonly string[];
    };

/** What one read of a session allows beyond "it may act". */
export interface SessionLimits {
  /** false: never fresh (freshSessionMiddleware and delete-user without password refuse it). */
  fresh?: false;
  /** false: this read never extends the session's expiry. */
  refresh?: false;
  /** The credential's scope, when it has one (see SessionVia). */
  permissions?: Readonly<Record<string, readonly string[]>>;
}

/** What a rule of the gate is shown. */
export interface SessionCheck {
  session: SessionWithUser;
  via: SessionVia;
  /** The request: its endpoint (`context.endpoint`), path and metadata included. */
  context: RequestContext;
  now: number;
}

/**
 * A plugin's rule of the session gate (`sessionRules` in the plugin contract). It throws an
 * APIError to refuse the request (a ban answers 403 with its reason), or returns limits that
 * narrow what the session may do (an impersonation is never refreshed). It runs for every
 * session a request carries, whichever way it came.
 */
export type SessionRule = (
  check: SessionCheck,
) => SessionLimits | undefined | Promise<SessionLimits | undefined>;

/** Metadata an endpoint declares that the gate reads. */
export interface GatedEndpointMetadata {
  /**
   * Only a session a person signed in to may call it (change email or password, delete the
   * account, link or unlink accounts, manage API keys, administration): a credential's session
   * is refused unless the app allowed the path for that credential.
   */
  interactiveOnly?: boolean;
}

function mayCallInteractive(via: SessionVia, path: string): boolean {
  if (via.kind !== "credential") return true;
  return via.mayCall?.some((allowed) => allowed === "*" || allowed === path) ?? false;
}

/** What one rule's answer narrows in `limits`. */
function narrow(limits: SessionLimits, narrowed: SessionLimits | undefined): void {
  if (narrowed?.fresh === false) limits.fresh = false;
  if (narrowed?.refresh === false) limits.refresh = false;
  if (narrowed?.permissions) limits.permissions = narrowed.permissions;
}

/** The rules from `from` on, each awaited only when it answers a promise. */
function applyRules(
  check: SessionCheck,
  limits: SessionLimits,
  from: number,
): SessionLimits | Promise<SessionLimits> {
  const rules = check.context.sessionRules;
  for (let index = from; index < rules.length; index++) {
    const ruled = (rules[index] as SessionRule)(check);
    if (isThenable(ruled)) return settleRule(ruled, check, limits, index);
    narrow(limits, ruled);
  }
  check.context.currentSessionLimits = limits;
  return limits;
}

async function settleRule(
  pending: PromiseLike<SessionLimits | undefined>,
  check: SessionCheck,
  limits: SessionLimits,
  index: number,
): Promise<SessionLimits> {
  narrow(limits, await pending);
  return applyRules(check, limits, index + 1);
}

/**
 * admitSession's check, answered at once unless a rule answers a promise (the rules most
 * sessions meet, such as a ban check of a user who is not banned, answer at once). Throws
 * when a rule refuses the session; the request path's own callers use it to spare a promise.
 */
export function passSessionGate(
  context: RequestContext,
  session: SessionWithUser,
  via: SessionVia,
  now = Date.now(),
): SessionLimits | null | Promise<SessionLimits | null> {
  if (session.session.expiresAt.getTime() <= now) return null;
  const limits: SessionLimits = {};
  if (via.kind === "credential") {
    limits.fresh = false;
    limits.refresh = false;
    if (via.permissions) limits.permissions = via.permissions;
    const endpoint = context.endpoint;
    if (endpoint?.interactiveOnly && !mayCallInteractive(via, endpoint.path))
      throw authError("FORBIDDEN", "CREDENTIAL_SESSION_NOT_ALLOWED");
  }
  return applyRules({ session, via, context, now }, limits, 0);
}

/**
 * The one check of "may this session act", passed by every way a session comes into being:
 * cookie, cookie cache, secondary storage, API key and any later plugin's. Null when the session
 * has expired (the caller treats the request as carrying none); throws when a rule refuses it.
 * The limits it answers are kept as the request's (`context.currentSessionLimits`).
 */
export async function admitSession(
  context: RequestContext,
  session: SessionWithUser,
  via: SessionVia,
  now = Date.now(),
): Promise<SessionLimits | null> {
  return passSessionGate(context, session, via, now);
}

/**
 * Refuses (403) when the request's session came from a credential with a scope that does not
 * hold every action of `needed`. Endpoints that check a role's permissions call it with the same
 * request, so a key made with `{ user: ["list"] }` cannot ban, whatever its owner's role.
 */
export function requireScope(
  context: RequestContext,
  needed: Readonly<Record<string, ActionRequest<string> | undefined>>,
): void {
  const scope = context.currentSessionLimits?.permissions;
  if (!scope) return;
  for (const [resource, request] of Object.entries(needed)) {
    if (!request) continue;
    const granted = scope[resource] ?? [];
    const actions = "actions" in request ? request.actions : request;
    const anyOf = "connector" in request && request.connector === "OR";
    const held = (action: string) => granted.includes(action);
    if (!(anyOf ? actions.some(held) : actions.every(held)))
      throw authError("FORBIDDEN", "CREDENTIAL_PERMISSION_MISSING");
  }
}
