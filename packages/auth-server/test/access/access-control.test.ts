import {
  ACCESS_ERROR_CODES,
  type AuthorizeRequest,
  type Connector,
  createAccessControl,
  hasPermission,
  parseRoleList,
} from "@tollgate/auth-server/access";
import { createAccessControl as betterAuthAccessControl } from "better-auth/plugins/access";
import { describe, expect, it } from "vitest";

const statements = {
  project: ["create", "update", "delete", "share"],
  member: ["invite", "remove"],
  billing: ["read"],
} as const;

const ac = createAccessControl(statements);
const owner = ac.newRole({
  project: ["create", "update", "delete", "share"],
  member: ["invite", "remove"],
});
const editor = ac.newRole({ project: ["create", "update"] });
const viewer = ac.newRole({ project: [] });
const roles = { owner, editor, viewer };

describe("role.authorize", () => {
  it("allows a request whose every action the role holds, and keeps the role's statements", () => {
    expect(editor.authorize({ project: ["create", "update"] })).toEqual({ success: true });
    expect(owner.authorize({ project: ["share"], member: ["invite"] })).toEqual({ success: true });
    expect(editor.statements).toEqual({ project: ["create", "update"] });
    expect(ac.statements).toBe(statements);
  });

  it("refuses an action the role lacks with the spec's 'unauthorized to access resource \"x\"'", () => {
    expect(editor.authorize({ project: ["create", "delete"] })).toEqual({
      success: false,
      error: 'unauthorized to access resource "project"',
    });
  });

  it("refuses a resource the role has no statement for with 'You are not allowed to access resource: x'", () => {
    expect(editor.authorize({ project: ["create"], member: ["invite"] })).toEqual({
      success: false,
      error: "You are not allowed to access resource: member",
    });
  });

  it("answers 'Not authorized' when nothing was asked or, with OR, nothing was allowed", () => {
    expect(editor.authorize({})).toEqual({ success: false, error: "Not authorized" });
    expect(viewer.authorize({ project: [] })).toEqual({
      success: false,
      error: 'unauthorized to access resource "project"',
    });
    expect(editor.authorize({ member: ["invite"], billing: ["read"] }, "OR")).toEqual({
      success: false,
      error: ACCESS_ERROR_CODES.NOT_AUTHORIZED,
    });
  });

  it("OR across resources: one allowed resource is enough, unknown ones are skipped", () => {
    expect(editor.authorize({ member: ["invite"], project: ["create"] }, "OR")).toEqual({
      success: true,
    });
    expect(editor.authorize({ project: ["delete"], billing: ["read"] }, "OR").success).toBe(false);
  });

  it("OR within a resource: { actions, connector: 'OR' } needs any one of the actions", () => {
    expect(
      editor.authorize({ project: { actions: ["delete", "update"], connector: "OR" } }),
    ).toEqual({ success: true });
    expect(
      editor.authorize({ project: { actions: ["delete", "share"], connector: "OR" } }),
    ).toEqual({ success: false, error: 'unauthorized to access resource "project"' });
    expect(
      editor.authorize({ project: { actions: ["delete", "update"], connector: "AND" } }),
    ).toEqual({ success: false, error: 'unauthorized to access resource "project"' });
  });

  it("regression: a resource named like an Object property ('constructor', '__proto__') is unknown, not a crash", () => {
    const untrusted = JSON.parse('{"constructor":["x"],"__proto__":["y"]}') as AuthorizeRequest<
      typeof statements
    >;
    expect(editor.authorize(untrusted)).toEqual({
      success: false,
      error: "You are not allowed to access resource: constructor",
    });
    expect(editor.authorize(untrusted, "OR")).toEqual({ success: false, error: "Not authorized" });
  });

  it("answers every request exactly as Better Auth's access control does", () => {
    const theirs = betterAuthAccessControl(statements);
    const theirRoles = {
      owner: theirs.newRole(owner.statements),
      editor: theirs.newRole(editor.statements),
      viewer: theirs.newRole(viewer.statements),
    };
    const requests: AuthorizeRequest<typeof statements>[] = [
      {},
      { project: [] },
      { project: ["create"] },
      { project: ["create", "delete"] },
      { project: ["share"], member: ["invite"] },
      { member: ["remove"], project: ["update"] },
      { billing: ["read"] },
      { billing: ["read"], project: ["update"] },
      { project: { actions: ["delete", "update"], connector: "OR" } },
      { project: { actions: [], connector: "OR" } },
      { project: { actions: ["create", "share"], connector: "AND" }, member: ["invite"] },
    ];
    const connectors: (Connector | undefined)[] = [undefined, "AND", "OR"];
    for (const name of ["owner", "editor", "viewer"] as const) {
      for (const request of requests) {
        for (const connector of connectors) {
          expect(roles[name].authorize(request, connector)).toEqual(
            theirRoles[name].authorize(request, connector),
          );
        }
      }
    }
  });
});

describe("hasPermission", () => {
  it("allows when any of several comma-joined roles allows the whole request", () => {
    const permissions = { member: ["invite"] } as const;
    expect(hasPermission({ role: "editor", permissions, roles })).toBe(false);
    expect(hasPermission({ role: "editor,owner", permissions, roles })).toBe(true);
    expect(hasPermission({ role: " viewer , owner ", permissions, roles })).toBe(true);
    expect(hasPermission({ role: ["viewer", "owner"], permissions, roles })).toBe(true);
  });

  it("needs one role to allow all of it: two roles that each allow a part do not add up", () => {
    const memberManager = ac.newRole({ member: ["invite"] });
    expect(
      hasPermission({
        role: "editor,manager",
        permissions: { project: ["create"], member: ["invite"] },
        roles: { editor, manager: memberManager },
      }),
    ).toBe(false);
  });

  it("a role name without a role, an empty role value or a prototype name allows nothing", () => {
    const permissions = { project: ["create"] } as const;
    expect(hasPermission({ role: "stranger", permissions, roles })).toBe(false);
    expect(hasPermission({ role: "", permissions, roles })).toBe(false);
    expect(hasPermission({ role: "constructor,toString", permissions, roles })).toBe(false);
  });
});

describe("parseRoleList", () => {
  it("splits on commas, trims, and drops empty names, from a string or a list", () => {
    expect(parseRoleList("admin,member")).toEqual(["admin", "member"]);
    expect(parseRoleList("admin, member,,")).toEqual(["admin", "member"]);
    expect(parseRoleList(["admin", " member", "owner,viewer"])).toEqual([
      "admin",
      "member",
      "owner",
      "viewer",
    ]);
    expect(parseRoleList("")).toEqual([]);
  });
});
