import { describe, expect, it } from "vitest";
import { createAuthClient } from "../src/index";
import { inProcessServer, newUser } from "./support/in-process-server";

async function setup() {
  const env = await inProcessServer();
  const client = createAuthClient<typeof env.auth>({
    baseURL: env.baseURL,
    fetchOptions: { customFetchImpl: env.customFetchImpl },
  });
  return { ...env, client };
}

describe("error shapes", () => {
  it("401: wrong password answers { status, statusText, code, message } and data null", async () => {
    const { client } = await setup();
    const result = await client.signIn.email({ email: "ghost@example.com", password: "nope nope" });
    expect(result.data).toBeNull();
    expect(result.error).toMatchObject({
      status: 401,
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid email or password",
    });
    expect(typeof result.error?.statusText).toBe("string");
  });

  it("422: signing up twice answers USER_ALREADY_EXISTS", async () => {
    const { client } = await setup();
    const user = newUser();
    await client.signUp.email(user);
    const again = await client.signUp.email(user);
    expect(again.error).toMatchObject({
      status: 422,
      code: "USER_ALREADY_EXISTS",
      message: "User already exists",
    });
  });

  it("400: an invalid body answers VALIDATION_ERROR with the failing field", async () => {
    const { client } = await setup();
    const result = await client.$fetch("/sign-in/email", { body: { email: "a@example.com" } });
    expect(result.error).toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Invalid body parameters",
      field: "password",
    });
  });
});

describe("failed fetch", () => {
  it("a network error resolves to status 0, statusText 'Network Error', code NETWORK_ERROR", async () => {
    const client = createAuthClient({
      baseURL: "http://localhost:3000",
      fetchOptions: {
        customFetchImpl: () => Promise.reject(new TypeError("Failed to fetch")),
      },
    });
    const result = await client.getSession();
    expect(result).toEqual({
      data: null,
      error: {
        status: 0,
        statusText: "Network Error",
        code: "NETWORK_ERROR",
        message: "Failed to fetch",
      },
    });
  });

  it("an aborted call resolves to code ABORTED", async () => {
    const env = await inProcessServer();
    const client = createAuthClient({ baseURL: env.baseURL });
    const controller = new AbortController();
    const pending = client.getSession(undefined, {
      signal: controller.signal,
      customFetchImpl: (_url, init) =>
        new Promise((_resolve, reject) => {
          const fail = () => reject(new DOMException("aborted", "AbortError"));
          if (init.signal?.aborted) fail();
          init.signal?.addEventListener("abort", fail);
        }),
    });
    controller.abort();
    expect((await pending).error).toMatchObject({
      status: 0,
      statusText: "Aborted",
      code: "ABORTED",
    });
  });
});
