import {
  type AuthorizeResponse,
  createAccessControl,
  hasPermission,
  type Role,
} from "@tollgate/auth-server/access";
import { describe, expectTypeOf, it } from "vitest";

const ac = createAccessControl({
  project: ["create", "update", "delete"],
  member: ["invite"],
});

describe("access control types", () => {
  it("keeps the statements' literal resources and actions", () => {
    expectTypeOf(ac.statements).toEqualTypeOf<{
      readonly project: readonly ["create", "update", "delete"];
      readonly member: readonly ["invite"];
    }>();
  });

  it("a role's statements are exactly what it was given", () => {
    const editor = ac.newRole({ project: ["create", "update"] });
    expectTypeOf(editor.statements).toEqualTypeOf<{
      readonly project: readonly ["create", "update"];
    }>();
    expectTypeOf(editor.authorize).returns.toEqualTypeOf<AuthorizeResponse>();
  });

  it("a role accepts only the statements' resources and actions", () => {
    ac.newRole({ project: ["delete"], member: [] });
    // @ts-expect-error "publish" is not an action of project
    ac.newRole({ project: ["publish"] });
    // @ts-expect-error "billing" is not a resource of the statements
    ac.newRole({ project: ["create"], billing: ["read"] });
  });

  it("a request names only the statements' resources and their actions", () => {
    const editor = ac.newRole({ project: ["create"] });
    editor.authorize({ member: ["invite"] }, "OR");
    editor.authorize({ project: { actions: ["create", "delete"], connector: "OR" } });
    // @ts-expect-error "invite" is an action of member, not of project
    editor.authorize({ project: ["invite"] });
    // @ts-expect-error "billing" is not a resource of the statements
    editor.authorize({ billing: ["read"] });
    // @ts-expect-error the connector is "AND" or "OR"
    editor.authorize({ project: ["create"] }, "XOR");
  });

  it("hasPermission takes the roles' request type, not one widened from the permissions", () => {
    const roles = { editor: ac.newRole({ project: ["create"] }) };
    expectTypeOf(roles.editor).toExtend<
      Role<{ readonly project: readonly ["create"] }, typeof ac.statements>
    >();
    hasPermission({ role: "editor", permissions: { project: ["update"] }, roles });
    // @ts-expect-error "billing" is not a resource of the roles' statements
    hasPermission({ role: "editor", permissions: { billing: ["read"] }, roles });
    // @ts-expect-error "publish" is not an action of project
    hasPermission({ role: "editor", permissions: { project: ["publish"] }, roles });
  });
});
