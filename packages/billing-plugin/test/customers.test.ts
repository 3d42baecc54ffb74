import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { billingServer } from "./support/billing-server";
import { createPlatformDouble, PLATFORM_TOKEN } from "./support/platform-double";
import { sdkRequest, withoutAuthorization } from "./support/sdk-oracle";

const platform = createPlatformDouble();
beforeAll(() => platform.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => platform.reset());
afterAll(() => platform.server.close());

describe("customers follow users", () => {
  it("sign-up makes the platform customer with external_id = the user's id, as the SDK would send it", async () => {
    const { t } = await billingServer({
      getCustomerCreateParams: ({ user }) => ({ metadata: { signedUpAs: user.email } }),
    });
    const { user } = await t.signUp({ email: "ada@example.com", name: "Ada" });
    const [created] = platform.callsTo("POST", "/v1/customers/");
    expect(created?.authorization).toBe(`Bearer ${PLATFORM_TOKEN}`);
    const expected = await sdkRequest(platform, (sdk) =>
      sdk.customers.create({
        email: "ada@example.com",
        name: "Ada",
        externalId: user.id,
        metadata: { signedUpAs: "ada@example.com" },
      }),
    );
    expect(withoutAuthorization(created)).toEqual(expected);
    expect(platform.customers.get(user.id)?.email).toBe("ada@example.com");
  });

  it("a name change and an email change update the customer by external id (PATCH, SDK's body)", async () => {
    const { t } = await billingServer({}, { user: { changeEmail: { enabled: true } } });
    const { user, cookies } = await t.signUp({ email: "bo@example.com", name: "Bo" });
    const renamed = await t.json("/update-user", { body: { name: "Bo Renamed" }, cookies });
    expect(renamed.status).toBe(200);
    const moved = await t.json("/change-email", { body: { newEmail: "bo2@example.com" }, cookies });
    expect(moved.status).toBe(200);

    const patches = platform.callsTo("PATCH", "/v1/customers/external/");
    expect(patches).toHaveLength(2);
    expect(platform.customers.get(user.id)).toMatchObject({
      email: "bo2@example.com",
      name: "Bo Renamed",
    });
    const expected = await sdkRequest(platform, (sdk) =>
      sdk.customers.updateExternal({
        externalId: user.id,
        customerUpdateExternalID: { email: "bo@example.com", name: "Bo Renamed" },
      }),
    );
    expect(withoutAuthorization(patches[0])).toEqual(expected);
  });

  it("an update that changes neither name nor email calls nothing", async () => {
    const { t } = await billingServer();
    const { cookies } = await t.signUp({ email: "cy@example.com", name: "Cy" });
    await t.json("/update-user", { body: { image: "https://example.com/cy.png" }, cookies });
    expect(platform.callsTo("PATCH", "/v1/customers/external/")).toHaveLength(0);
  });

  it("deleting the user deletes the customer by external id", async () => {
    const { t } = await billingServer({}, { user: { deleteUser: { enabled: true } } });
    const { user, cookies } = await t.signUp({
      email: "di@example.com",
      password: "correct horse battery",
    });
    const deleted = await t.json("/delete-user", {
      body: { password: "correct horse battery" },
      cookies,
    });
    expect(deleted.status).toBe(200);
    const [call] = platform.callsTo("DELETE", "/v1/customers/external/");
    expect(platform.customers.has(user.id)).toBe(false);
    const expected = await sdkRequest(platform, (sdk) =>
      sdk.customers.deleteExternal({ externalId: user.id }),
    );
    expect(withoutAuthorization(call)).toEqual(expected);
  });

  it("platform down at sign-up: the sign-up succeeds, the failure is logged, and checkout makes the customer later", async () => {
    const { t, logs } = await billingServer();
    platform.state.down = true;
    const { user, cookies, response } = await t.signUp({ email: "eve@example.com", name: "Eve" });
    expect(response.status).toBe(200);
    // The first attempt and both retries, then it gave up.
    expect(platform.callsTo("POST", "/v1/customers/")).toHaveLength(3);
    expect(platform.customers.has(user.id)).toBe(false);
    expect(
      logs.some((log) => log.level === "error" && log.message.includes(`user ${user.id}`)),
    ).toBe(true);
    const session = await t.json<{ user: { id: string } }>("/get-session", { cookies });
    expect(session.data.user.id).toBe(user.id);

    platform.state.down = false;
    const checkout = await t.json("/checkout", { body: { slug: "pro" }, cookies });
    expect(checkout.status).toBe(200);
    expect(platform.customers.get(user.id)?.email).toBe("eve@example.com");
  });

  it("platform unreachable at sign-up: the default logger writes one line naming the cause, no stack", async () => {
    const written: unknown[][] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => {
      written.push(args);
    });
    try {
      const { t } = await billingServer({}, { logger: { level: "error" } });
      platform.failNext(3, "network");
      const { user, response } = await t.signUp({ email: "ned@example.com", name: "Ned" });
      expect(response.status).toBe(200);
      const lines = written.filter((args) => String(args[0]).includes(`user ${user.id}`));
      expect(lines).toHaveLength(1);
      const [line, detail] = lines[0] ?? [];
      expect(String(line)).toMatch(
        /^\[tollgate\] error: billing: the platform customer of user \S+ was not created: Payments platform unavailable: POST \/v1\/customers\/ \(.+\); it is made or brought in step when next needed$/,
      );
      expect(String(line)).not.toContain("\n");
      expect(detail).not.toBeInstanceOf(Error);
    } finally {
      consoleError.mockRestore();
    }
  });

  it("createCustomerOnSignUp: false makes no customer at sign-up", async () => {
    const { t } = await billingServer({ createCustomerOnSignUp: false });
    await t.signUp({ email: "fay@example.com" });
    expect(platform.calls).toHaveLength(0);
  });
});
