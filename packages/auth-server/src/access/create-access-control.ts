// Roles and statements with Better Auth's shape and answers (better-auth/plugins/access), so the
// organization and admin plugins, and apps that define their own roles, keep their code.
import { ACCESS_ERROR_CODES } from "./access-error-codes";
import type {
  AccessControl,
  AuthorizeRequest,
  AuthorizeResponse,
  Connector,
  Role,
  Statements,
} from "./access-types";
import { allowsActions } from "./statements-allow";

const ALLOWED: AuthorizeResponse = { success: true };

/** The refusal, its `{resource}` filled (a function, so that "$&" in a name stays literal). */
function refused(message: string, resource = ""): AuthorizeResponse {
  return { success: false, error: message.replace("{resource}", () => resource) };
}

/**
 * "AND": every requested resource must be allowed; the first that is not answers for all (an
 * unknown one: "You are not allowed to access resource: x"; a known one whose actions are not
 * allowed: 'unauthorized to access resource "x"'). "OR": the first allowed resource is enough;
 * unknown ones are skipped. When nothing was allowed: "Not authorized". Own properties only: a
 * request may come from a browser, and "constructor" or "__proto__" must read as an unknown
 * resource, not as Object's.
 */
function authorize(
  statements: Statements,
  request: AuthorizeRequest<Statements>,
  connector: Connector = "AND",
): AuthorizeResponse {
  let anyAllowed = false;
  for (const [resource, requested] of Object.entries(request)) {
    const known = Object.hasOwn(statements, resource);
    const isAllowed = known && allowsActions(statements[resource], requested);
    if (connector === "OR") {
      if (isAllowed) return ALLOWED;
    } else if (!isAllowed) {
      return refused(
        known
          ? ACCESS_ERROR_CODES.UNAUTHORIZED_TO_ACCESS_RESOURCE
          : ACCESS_ERROR_CODES.YOU_ARE_NOT_ALLOWED_TO_ACCESS_RESOURCE,
        resource,
      );
    }
    anyAllowed ||= isAllowed;
  }
  return anyAllowed ? ALLOWED : refused(ACCESS_ERROR_CODES.NOT_AUTHORIZED);
}

/** A role from its statements, checked against requests that name `TStatements`' resources. */
export function role<
  const TRoleStatements extends Statements,
  TStatements extends Statements = TRoleStatements,
>(statements: TRoleStatements): Role<TRoleStatements, TStatements> {
  return {
    authorize: (request, connector) => authorize(statements, request, connector),
    statements,
  };
}

/**
 * The statements of an application or plugin, and its roles:
 * `const ac = createAccessControl({ project: ["create", "delete"] })`, then
 * `const editor = ac.newRole({ project: ["create"] })` and
 * `editor.authorize({ project: ["delete"] })` → `{ success: false, error }`.
 */
export function createAccessControl<const TStatements extends Statements>(
  statements: TStatements,
): AccessControl<TStatements> {
  return {
    newRole: (roleStatements) => role(roleStatements),
    statements,
  };
}
