import type { CookieCarrier } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  type ErrorBody,
  type OrganizationServer,
  ownerWithOrganization,
  serverOn,
  serverWithOrganizations,
  testDatabases,
} from "./support/organization-server";

// Invitation mails to one address are limited per recipient (3 per 600 s by default), like the
// core's mails to one address: re-sending the invitation over and over, or inviting the address
// from several organizations, would otherwise mail it without bound.

/** Rate limiting on, as in production; sign-up's per-IP limit off, so tests can make users. */
const RATE_LIMITED = {
  rateLimit: { enabled: true, customRules: { "/sign-up/*": false } },
} as const;

const invite = (t: OrganizationServer, cookies: CookieCarrier, body: Record<string, unknown>) =>
  t.json<ErrorBody>("/organization/invite-member", { body: { role: "member", ...body }, cookies });

describe.each(testDatabases())("invitation mails per recipient ($name)", (target) => {
  const mails: string[] = [];
  const server = serverOn(
    target,
    { sendInvitationEmail: ({ email }) => void mails.push(email) },
    RATE_LIMITED,
  );

  it("the fourth invitation mail to one address within 10 minutes answers 429 with Retry-After, from any organization; other addresses are not held up", async () => {
    const t = server();
    const first = await ownerWithOrganization(t);
    const second = await ownerWithOrganization(t);
    const email = `often-${crypto.randomUUID()}@example.com`;
    expect((await invite(t, first.owner.cookies, { email })).status).toBe(200);
    for (let resend = 0; resend < 2; resend++)
      expect((await invite(t, first.owner.cookies, { email, resend: true })).status).toBe(200);
    const fourth = await invite(t, first.owner.cookies, { email, resend: true });
    expect(fourth.status).toBe(429);
    expect(fourth.data).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many requests. Please try again later.",
    });
    expect(Number(fourth.response.headers.get("retry-after"))).toBeGreaterThan(0);
    const elsewhere = await invite(t, second.owner.cookies, { email });
    expect(elsewhere.status).toBe(429);
    expect(mails.filter((to) => to === email)).toHaveLength(3);
    const other = await invite(t, first.owner.cookies, {
      email: `other-${crypto.randomUUID()}@example.com`,
    });
    expect(other.status).toBe(200);
  });

  it("a refused invitation (already invited, no resend) is not counted", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const email = `refused-${crypto.randomUUID()}@example.com`;
    expect((await invite(t, owner.cookies, { email })).status).toBe(200);
    for (let again = 0; again < 3; again++)
      expect((await invite(t, owner.cookies, { email })).data.message).toBe(
        "User is already invited to this organization",
      );
    expect((await invite(t, owner.cookies, { email, resend: true })).status).toBe(200);
  });
});

describe("invitationRecipientLimit", () => {
  it("sets the budget per address", async () => {
    const t = await serverWithOrganizations(
      { invitationRecipientLimit: { window: 60, max: 1 } },
      undefined,
      RATE_LIMITED,
    );
    const { owner } = await ownerWithOrganization(t);
    const email = `once-${crypto.randomUUID()}@example.com`;
    expect((await invite(t, owner.cookies, { email })).status).toBe(200);
    const again = await invite(t, owner.cookies, { email, resend: true });
    expect(again.status).toBe(429);
    expect(Number(again.response.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });
});
