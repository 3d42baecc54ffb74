import { describe, expect, it } from "vitest";
import { readAccessRefusal } from "../src/access/access-error";
import { adminAc, defaultAc, permissionRefusal, userAc } from "../src/index";

describe("permissionRefusal", () => {
  it("allows an admin every default action but impersonating admins", () => {
    expect(permissionRefusal({ role: "admin" }, { user: ["ban", "delete"] })).toBeNull();
    expect(permissionRefusal({ role: "admin" }, { session: ["revoke"] })).toBeNull();
    expect(permissionRefusal({ role: "admin" }, { user: ["impersonate-admins"] })).toBe(
      'unauthorized to access resource "user"',
    );
  });

  it("answers the spec's texts: a known resource not allowed, an unknown one, nothing asked", () => {
    expect(permissionRefusal({ role: "user" }, { user: ["list"] })).toBe(
      'unauthorized to access resource "user"',
    );
    expect(permissionRefusal({ role: "user" }, { billing: ["read"] })).toBe(
      "You are not allowed to access resource: billing",
    );
    expect(permissionRefusal({ role: "ghost" }, { user: ["list"] })).toBe("Not authorized");
  });

  it("any one of several roles is enough; an empty role is the default role", () => {
    expect(permissionRefusal({ role: "user, admin" }, { user: ["list"] })).toBeNull();
    expect(
      permissionRefusal({ role: "" }, { user: ["list"] }, { defaultRole: "admin" }),
    ).toBeNull();
    expect(permissionRefusal({ role: null }, { user: ["list"] })).not.toBeNull();
  });

  it("adminUserIds are allowed whatever their role; custom roles replace the defaults", () => {
    const rules = { adminUserIds: ["root"] };
    expect(
      permissionRefusal({ userId: "root", role: "user" }, { user: ["ban"] }, rules),
    ).toBeNull();
    const roles = { admin: adminAc, user: userAc, viewer: defaultAc.newRole({ user: ["get"] }) };
    expect(permissionRefusal({ role: "viewer" }, { user: ["get"] }, { roles })).toBeNull();
    expect(permissionRefusal({ role: "viewer" }, { user: ["update"] }, { roles })).not.toBeNull();
  });
});

describe("readAccessRefusal", () => {
  it("finds the catalogue code and the resource of each refusal text", () => {
    expect(readAccessRefusal('unauthorized to access resource "user"')).toEqual({
      code: "UNAUTHORIZED_TO_ACCESS_RESOURCE",
      values: { resource: "user" },
    });
    expect(readAccessRefusal("You are not allowed to access resource: session")).toEqual({
      code: "YOU_ARE_NOT_ALLOWED_TO_ACCESS_RESOURCE",
      values: { resource: "session" },
    });
    expect(readAccessRefusal("Not authorized")).toEqual({ code: "NOT_AUTHORIZED" });
  });
});
