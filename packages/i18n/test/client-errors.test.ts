import { admin } from "@tollgate/admin-plugin";
import { adminClient } from "@tollgate/admin-plugin/client";
import { apiKeyClient } from "@tollgate/api-key-plugin/client";
import { createAuthClient } from "@tollgate/auth-client-react";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { billingClient } from "@tollgate/billing-plugin/client";
import { captchaClient } from "@tollgate/captcha-plugin/client";
import { magicLinkClient } from "@tollgate/magic-link-plugin/client";
import { organizationClient } from "@tollgate/organization-plugin/client";
import { usernameClient } from "@tollgate/username-plugin/client";
import { describe, expect, expectTypeOf, it } from "vitest";
import { type ErrorCode, translateError, translateMessage } from "../src/index";
import { de } from "../src/locales/de";
import { pl } from "../src/locales/pl";
import { ru } from "../src/locales/ru";
import { uk } from "../src/locales/uk";
import { clientOf } from "./support/in-process-client";

const PASSWORD = "correct horse battery";

describe("the client's errors, from a real server, in the reader's language", () => {
  it("a wrong password", async () => {
    const t = await createTestAuth();
    await t.signUp({ email: "ada@example.com", password: PASSWORD });
    const client = clientOf(t.auth);
    const { error } = await client.signIn.email({ email: "ada@example.com", password: "nope" });
    expect(error?.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(translateError(error ?? {}, de)).toBe("E-Mail-Adresse oder Passwort ist falsch");
  });

  it("a limit the server names, with the number read from its English message", async () => {
    const t = await createTestAuth();
    const client = clientOf(t.auth);
    const { error } = await client.signUp.email({
      email: `${"a".repeat(65)}@example.com`,
      password: PASSWORD,
      name: "Ada",
    });
    expect(error?.code).toBe("EMAIL_LOCAL_PART_TOO_LONG");
    expect(error?.message).toBe("The part of email before @ is too long (at most 64 characters)");
    expect(translateError(error ?? {}, ru)).toBe(
      "Часть email до @ слишком длинная (не более 64 символов)",
    );
    expect(translateError(error ?? {}, pl)).toBe(
      "Część email przed @ jest za długa (maksymalnie 64 znaki)",
    );
  });

  it("a validation error (VALIDATION_ERROR carries the catalogue's message)", async () => {
    const t = await createTestAuth();
    const client = clientOf(t.auth);
    const { error } = await client.$fetch("/sign-up/email", { body: { email: 42 } });
    expect(error?.code).toBe("VALIDATION_ERROR");
    expect(translateError(error ?? {}, de)).toBe("Ungültige Parameter im Anfragetext");
  });

  it("a rate limit, told with the Retry-After the app reads in onError", async () => {
    const t = await createTestAuth({ rateLimit: { enabled: true } });
    let retryAfter: string | null = null;
    const client = clientOf(t.auth, ({ response }) => {
      retryAfter = response?.headers.get("retry-after") ?? null;
    });
    let error: Awaited<ReturnType<typeof client.signIn.email>>["error"] = null;
    for (let attempt = 0; attempt < 4; attempt++) {
      ({ error } = await client.signIn.email({ email: "ada@example.com", password: "nope" }));
    }
    expect(error?.status).toBe(429);
    expect(retryAfter).toMatch(/^\d+$/);
    expect(translateError(error ?? {}, uk, { retryAfter })).toMatch(
      /^Забагато запитів\. Спробуйте ще раз через \d+ секунд[иу]?\.$/,
    );
  });

  it("a ban: the refusal, and its reason and end from the answer's fields", async () => {
    const t = await createTestAuth({ plugins: [admin()] });
    await t.auth.api.createUser({
      body: { email: "root@example.com", password: PASSWORD, name: "Root", role: "admin" },
    });
    const { cookies: adminBrowser } = await t.signIn({
      email: "root@example.com",
      password: PASSWORD,
    });
    const member = await t.signUp({ email: "bo@example.com", password: PASSWORD });
    const banned = await t.json("/admin/ban-user", {
      body: { userId: member.user.id, banReason: "spam", banExpiresIn: 86_400 },
      cookies: adminBrowser,
    });
    expect(banned.status).toBe(200);

    const client = clientOf(t.auth);
    const { error } = await client.signIn.email({ email: "bo@example.com", password: PASSWORD });
    expect(error?.code).toBe("BANNED_USER");
    expect(translateError(error ?? {}, de)).toBe("Sie wurden für diese Anwendung gesperrt");

    const expires = String(error?.banExpires);
    const end = new Intl.DateTimeFormat("de", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(new Date(expires));
    const description = translateMessage(
      "BANNED_UNTIL",
      { reason: String(error?.banReason), expires },
      de,
      { timeZone: "UTC" },
    );
    expect(description).toBe(`Grund: spam. Die Sperre endet am ${end}.`);
    // The same from the English description the server sent beside it.
    expect(translateError({ message: String(error?.description) }, de, { timeZone: "UTC" })).toBe(
      description,
    );
  });

  it("every code the client's types know (client.$ERROR_CODES) is one this package translates", () => {
    const client = createAuthClient({
      plugins: [
        usernameClient(),
        adminClient(),
        organizationClient(),
        apiKeyClient(),
        magicLinkClient(),
        captchaClient(),
        billingClient(),
      ],
    });
    // A real key of the core and of a plugin, so the check below cannot pass on an empty type.
    expectTypeOf<"EMAIL_NOT_VERIFIED">().toMatchTypeOf<keyof typeof client.$ERROR_CODES>();
    expectTypeOf<"USERNAME_IS_ALREADY_TAKEN">().toMatchTypeOf<keyof typeof client.$ERROR_CODES>();
    type ClientCode = keyof typeof client.$ERROR_CODES;
    expectTypeOf<Exclude<ClientCode, ErrorCode>>().toEqualTypeOf<never>();
  });
});
