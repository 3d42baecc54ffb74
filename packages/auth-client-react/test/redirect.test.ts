import { afterEach, describe, expect, it } from "vitest";
import { createAuthClient } from "../src/index";
import { inProcessServer, newUser } from "./support/in-process-server";

const startURL = window.location.href;
afterEach(() => {
  window.history.replaceState(null, "", startURL);
});

/** Runs `action` with window.location replaced by a recorder of every href assignment. */
async function navigationsDuring(action: () => Promise<unknown>): Promise<string[]> {
  const navigations: string[] = [];
  const { location } = window;
  const recorder = {
    get href() {
      return location.href;
    },
    set href(url: string) {
      navigations.push(url);
    },
  };
  Object.defineProperty(window, "location", { value: recorder, configurable: true });
  try {
    await action();
  } finally {
    Object.defineProperty(window, "location", { value: location, configurable: true });
  }
  return navigations;
}

/** A server answer at the network edge (the in-process server validates callbackURLs). */
const answering = (body: unknown) => async () => Response.json(body);

describe("redirects", () => {
  it("sign-in with a callbackURL answers { url, redirect: true } and the browser navigates there", async () => {
    const env = await inProcessServer();
    const client = createAuthClient<typeof env.auth>({
      baseURL: env.baseURL,
      fetchOptions: { customFetchImpl: env.customFetchImpl },
    });
    const user = newUser();
    await client.signUp.email(user);
    const result = await client.signIn.email({ ...user, callbackURL: "/dashboard" });
    expect(result.data).toMatchObject({ redirect: true, url: "/dashboard" });
    expect(window.location.href).toBe("http://localhost:3000/dashboard");
  });

  it("follows absolute https URLs", async () => {
    const client = createAuthClient({
      baseURL: "http://localhost:3000",
      fetchOptions: {
        customFetchImpl: answering({
          url: "https://accounts.example.com/authorize?x=1",
          redirect: true,
        }),
      },
    });
    const navigations = await navigationsDuring(() =>
      client.$fetch("/sign-in/social", { body: { provider: "example" } }),
    );
    expect(navigations).toEqual(["https://accounts.example.com/authorize?x=1"]);
  });

  it("refuses javascript: and data: URLs", async () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>1</script>",
    ]) {
      const client = createAuthClient({
        baseURL: "http://localhost:3000",
        fetchOptions: { customFetchImpl: answering({ url, redirect: true }) },
      });
      let data: unknown;
      const navigations = await navigationsDuring(async () => {
        data = (await client.$fetch("/sign-in/social", { body: { provider: "x" } })).data;
      });
      expect(data).toEqual({ url, redirect: true });
      expect(navigations).toEqual([]);
    }
  });

  it("does not navigate when redirect is false, on errors, or with disableDefaultFetchPlugins", async () => {
    const cases = [
      { body: { url: "/elsewhere", redirect: false }, disable: false },
      { body: { url: "/elsewhere", redirect: true }, disable: true },
    ];
    for (const { body, disable } of cases) {
      const client = createAuthClient({
        baseURL: "http://localhost:3000",
        disableDefaultFetchPlugins: disable,
        fetchOptions: { customFetchImpl: answering(body) },
      });
      expect(
        await navigationsDuring(() =>
          client.$fetch("/sign-in/social", { body: { provider: "x" } }),
        ),
      ).toEqual([]);
    }
    const failing = createAuthClient({
      baseURL: "http://localhost:3000",
      fetchOptions: {
        customFetchImpl: async () =>
          Response.json({ url: "/elsewhere", redirect: true }, { status: 400 }),
      },
    });
    expect(
      await navigationsDuring(() => failing.$fetch("/sign-in/social", { body: { provider: "x" } })),
    ).toEqual([]);
  });
});
