import { describe, expect, it } from "vitest";
import { freePort } from "../e2e/support/free-port";
import { createDemoAuth } from "../server/auth";
import { readConfig } from "../server/config";
import { createDemoHttpServer } from "../server/http";
import { createMailer } from "../server/mail";
import { openDatabase } from "../server/open-database";
import { FRONT_END_CSP, frontEndCsp } from "../server/page-security-headers";
import { CAPTCHA_PATH, CAPTCHA_WIDGETS } from "../shared/captcha";

/** The real server parts, with a captcha (or none), on an in-memory SQLite database. */
async function captchaAnswer(env: Record<string, string>) {
  const port = await freePort();
  const config = readConfig(
    { DATABASE_URL: ":memory:", HOST: "127.0.0.1", PORT: String(port), ...env },
    { appRoot: "/tmp", cwd: "/tmp" },
  );
  const database = await openDatabase(config.database);
  const mailer = createMailer(config.mail, config.devMailbox);
  const auth = createDemoAuth(config, database.input, mailer);
  const captcha = config.captcha && {
    provider: config.captcha.provider,
    siteKey: config.captcha.siteKey,
  };
  const { server } = createDemoHttpServer({ auth, mailbox: mailer.mailbox, captcha });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  try {
    return await (await fetch(`${config.baseURL}${CAPTCHA_PATH}`)).json();
  } finally {
    server.close();
    await database.close();
  }
}

describe("the demo's captcha wiring", () => {
  it("tells the front end the provider and site key, never the secret, or null when off", async () => {
    expect(await captchaAnswer({})).toBeNull();
    const on = await captchaAnswer({
      CAPTCHA_PROVIDER: "hcaptcha",
      CAPTCHA_SITE_KEY: "10000000-ffff-ffff-ffff-000000000001",
      CAPTCHA_SECRET_KEY: "0x0000000000000000000000000000000000000000",
    });
    expect(on).toEqual({ provider: "hcaptcha", siteKey: "10000000-ffff-ffff-ffff-000000000001" });
  });

  it("opens the page policy to the provider's origins only when a captcha is on", () => {
    expect(FRONT_END_CSP).not.toContain("frame-src");
    const open = frontEndCsp(CAPTCHA_WIDGETS["cloudflare-turnstile"].origins);
    expect(open).toContain("script-src 'self' https://challenges.cloudflare.com");
    expect(open).toContain("frame-src https://challenges.cloudflare.com");
    expect(open).toContain("frame-ancestors 'none'");
  });
});
