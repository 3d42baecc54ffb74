import { testDatabases } from "@tollgate/auth-server/testing";
import { captcha } from "@tollgate/captcha-plugin";
import { magicLink } from "@tollgate/magic-link-plugin";
import { describe, expect, it } from "vitest";
import { auditLog } from "../src/index";
import {
  auditServerOn,
  eventsOf,
  PASSWORD,
  payloadOf,
  storedEvents,
  uniqueEmail,
} from "./support/audit-server";

const links: { email: string; url: string }[] = [];

describe.each(testDatabases())("magic-link and captcha events ($name)", (target) => {
  const server = auditServerOn(
    target,
    {},
    {
      plugins: [
        magicLink({ sendMagicLink: (mail) => void links.push(mail) }),
        captcha({
          provider: "cloudflare-turnstile",
          secretKey: "never-asked",
          endpoints: ["/sign-in/email", "/sign-up/email"],
        }),
        auditLog(),
      ],
    },
  );

  it("a magic link's sign-up and sign-in name their method", async () => {
    const t = server();
    const email = uniqueEmail("linked");
    expect((await t.json("/sign-in/magic-link", { body: { email } })).status).toBe(200);
    const link = links.find((sent) => sent.email === email);
    const url = new URL(link?.url ?? "");
    url.searchParams.delete("callbackURL"); // answered as JSON, not redirected
    const verified = await t.json<{ user: { id: string } }>("/magic-link/verify", {
      query: Object.fromEntries(url.searchParams),
    });
    expect(verified.status).toBe(200);
    const rows = await eventsOf(t, verified.data.user.id);
    expect(rows.map((row) => [row.type, payloadOf(row).method])).toEqual([
      ["sign-up", "magic-link"],
      ["sign-in", "magic-link"],
    ]);
    expect(JSON.stringify(await storedEvents(t))).not.toContain(
      link?.url.split("token=")[1]?.split("&")[0] ?? "-",
    );
  });

  it("a sign-in without the captcha's answer is a failed sign-in, captcha-failed", async () => {
    const t = server();
    const before = (await storedEvents(t)).length;
    const refused = await t.json("/sign-in/email", {
      body: { email: uniqueEmail("bot"), password: PASSWORD },
    });
    expect(refused.status).toBe(400);
    const rows = (await storedEvents(t)).slice(before);
    expect(rows.map((row) => [row.type, row.outcome, row.reason, payloadOf(row).method])).toEqual([
      ["sign-in", "failure", "captcha-failed", "email"],
    ]);
  });
});
