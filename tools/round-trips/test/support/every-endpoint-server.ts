import { admin } from "@tollgate/admin-plugin";
import { apiKey } from "@tollgate/api-key-plugin";
import { auditLog } from "@tollgate/audit-log-plugin";
import {
  type CookieCarrier,
  createMailbox,
  createTestAuth,
  GITHUB_CLIENT,
  GOOGLE_CLIENT,
  type TestRequestInit,
} from "@tollgate/auth-server/testing";
import { jwt } from "@tollgate/jwt-plugin";
import { magicLink } from "@tollgate/magic-link-plugin";
import { organization } from "@tollgate/organization-plugin";
import { passkey } from "@tollgate/passkey-plugin";
import { twoFactor } from "@tollgate/two-factor-plugin";
import { username } from "@tollgate/username-plugin";
import type { StatementMeter, Statements } from "./statement-meter";

/** The first method and the path of an endpoint: how the budget table names it. */
export type EndpointKey = string;

interface ApiEndpoint {
  path?: string;
  options?: { method?: string | string[] };
}

/** Every endpoint the server answers, as "METHOD /path" (the first method of several). */
export function endpointKeys(api: object): EndpointKey[] {
  return Object.values(api as Record<string, ApiEndpoint>)
    .filter((endpoint) => typeof endpoint.path === "string")
    .map((endpoint) => {
      const method = endpoint.options?.method;
      return `${Array.isArray(method) ? method[0] : method} ${endpoint.path}`;
    });
}

/**
 * A server on the meter's pool with the core and every plugin switched on (the organization's
 * teams included), the mails, magic links and one-time codes it sends kept for the test to follow.
 * `audited` adds the audit log, which appends every write to its hash chain: the endpoints are
 * counted without it, so each count is the endpoint's own, and the audit log's are counted apart.
 */
export async function everyEndpointServer(meter: StatementMeter, { audited = false } = {}) {
  const mailbox = createMailbox();
  const magicLinks: string[] = [];
  const invitations: string[] = [];
  const otps: string[] = [];
  const t = await createTestAuth({
    database: meter.pool,
    emailAndPassword: { enabled: true, sendResetPassword: mailbox.sender("reset-password") },
    emailVerification: { sendVerificationEmail: mailbox.sender("verification") },
    user: {
      changeEmail: {
        enabled: true,
        sendChangeEmailVerification: mailbox.sender("change-email"),
      },
      deleteUser: {
        enabled: true,
        sendDeleteAccountVerification: mailbox.sender("delete-account"),
      },
    },
    // GitHub and Google as the doubles (msw at the network edge) play them.
    socialProviders: { github: GITHUB_CLIENT, google: GOOGLE_CLIENT },
    plugins: [
      username(),
      organization({
        sendInvitationEmail: ({ id }) => void invitations.push(id),
      }),
      admin(),
      apiKey(),
      magicLink({ sendMagicLink: ({ url }) => void magicLinks.push(url) }),
      jwt(),
      twoFactor({ otpOptions: { sendOTP: ({ otp }) => void otps.push(otp) } }),
      passkey(),
      ...(audited ? [auditLog()] : []),
    ],
  });
  const measured = new Map<EndpointKey, { status: number; statements: Statements }>();

  /** One request like a browser's, its statements kept under `key` ("METHOD /path" unless given). */
  async function call<T = Record<string, unknown>>(
    method: "GET" | "POST",
    path: string,
    cookies: CookieCarrier | null,
    init: Omit<TestRequestInit, "method" | "cookies"> & { key?: EndpointKey; status?: number } = {},
  ): Promise<T> {
    const { key = `${method} ${path}`, status = 200, ...rest } = init;
    const { result, statements } = await meter.measure(() =>
      t.json<T>(path, { method, cookies, ...rest }),
    );
    if (result.status !== status)
      throw new Error(`${key}: ${result.status} ${JSON.stringify(result.data)}`);
    if (measured.has(key)) throw new Error(`${key} was measured twice`);
    measured.set(key, { status: result.status, statements });
    return result.data;
  }

  /** A server-only endpoint through auth.api, its statements kept under `key`. */
  async function callApi<T>(key: EndpointKey, action: () => Promise<T>): Promise<T> {
    const { result, statements } = await meter.measure(action);
    if (measured.has(key)) throw new Error(`${key} was measured twice`);
    measured.set(key, { status: 200, statements });
    return result;
  }

  return { t, mailbox, magicLinks, invitations, otps, measured, call, callApi };
}

export type EveryEndpointServer = Awaited<ReturnType<typeof everyEndpointServer>>;
