// Two sign-ins with one passkey at once, each with its own challenge: the use is written with
// the session only while the stored count is the one each checked, so the stored count never
// goes back and a sign-in whose count lost answers AUTHENTICATION_FAILED.
import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import type { RequestOptions } from "../src/testing/software-authenticator";
import {
  type ErrorBody,
  newUser,
  ORIGIN,
  registerPasskey,
  serverOn,
} from "./support/passkey-server";

describe.each(testDatabases())("one passkey used twice at once on $name", (target) => {
  const server = serverOn(target);

  it("stores the highest accepted count and refuses a use whose count lost", async () => {
    const t = server();
    const { user, cookies } = await newUser(t);
    const { authenticator } = await registerPasskey(t, cookies, "Key");
    const browsers = [t.newBrowser(), t.newBrowser()];
    const assertions: Awaited<ReturnType<typeof authenticator.assert>>[] = [];
    for (const browser of browsers) {
      const options = await t.json<RequestOptions>("/passkey/generate-authenticate-options", {
        cookies: browser,
      });
      assertions.push(await authenticator.assert(options.data, ORIGIN, {}));
    }
    const answers = await Promise.all(
      browsers.map((browser, index) =>
        t.json<ErrorBody>("/passkey/verify-authentication", {
          body: { response: assertions[index] },
          cookies: browser,
          skipAnswerCheck: true,
        }),
      ),
    );
    // The assertions carry the counts 1 and 2, in order.
    const accepted = answers.flatMap((answer, index) => (answer.status === 200 ? [index + 1] : []));
    expect(accepted.length).toBeGreaterThan(0);
    for (const answer of answers.filter((one) => one.status !== 200))
      expect([answer.status, answer.data.code]).toEqual([401, "AUTHENTICATION_FAILED"]);
    const { adapter } = await t.auth.$context;
    const [stored] = await adapter.findMany<{ counter: number }>({
      model: "passkey",
      where: [{ field: "userId", value: user.id }],
    });
    expect(stored?.counter).toBe(Math.max(...accepted));
    const sessions = await adapter.count({
      model: "session",
      where: [{ field: "userId", value: user.id }],
    });
    expect(sessions).toBe(1 + accepted.length);
  });
});
