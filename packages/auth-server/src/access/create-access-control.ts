// Roles and statements with Better Auth's shape and answers (better-auth/plugins/access), so the
// organization and admin plugins, and apps that define their own roles, keep their code.
import { formatMessage } from "../errors/define-error-codes";
import { ACCESS_ERROR_CODES } from "./access-error-codes";
import type {
  AccessControl,
  ActionRequest,
  AuthorizeRequest,
  AuthorizeResponse,
  Connector,
  Role,
  Statements,
} from "./access-types";

const ALLOWED: AuthorizeResponse = { success: true };

function refused(message: string, resource?: string): AuthorizeResponse {
  return {
    success: false,
    error: resource === undefined ? message : formatMessage(message, { resource }),
  };
}

/**
 * A role's actions on one resource. Own properties only: a request may come from a browser, and
 * "constructor" or "__proto__" must read as an unknown resource, not as Object's.
 */
function allowedActions(statements: Statements, resource: string): readonly string[] | undefined {
  if (!Object.hasOwn(statements, resource)) return undefined;
  const actions = statements[resource];
  return Array.isArray(actions) ? actions : undefined;
}

// Array.isArray does not narrow a union holding a readonly array.
const isList = (value: unknown): value is readonly unknown[] => Array.isArray(value);

/** Whether the role's actions cover what is asked on one resource; asking for nothing is no. */
function allowsActions(allowed: readonly string[], request: ActionRequest<string> | undefined) {
  const { actions, connector } = isList(request)
    ? { actions: request, connector: "AND" }
    : { actions: request?.actions, connector: request?.connector === "OR" ? "OR" : "AND" };
  if (!isList(actions) || actions.length === 0) return false;
  const isAllowed = (action: unknown) => typeof action === "string" && allowed.includes(action);
  return connector === "OR" ? actions.some(isAllowed) : actions.every(isAllowed);
}

/**
 * "AND": every requested resource must be allowed; the first that is not answers for all (an
 * unknown one: "You are not allowed to access resource: x"; a known one whose actions are not
 * allowed: 'unauthorized to access resource "x"'). "OR": the first allowed resource is enough;
 * unknown ones are skipped. When nothing was allowed: "Not authorized".
 */
function authorize(
  statements: Statements,
  request: AuthorizeRequest<Statements>,
  connector: Connector = "AND",
): AuthorizeResponse {
  let anyAllowed = false;
  for (const [resource, requested] of Object.entries(request)) {
    const allowed = allowedActions(statements, resource);
    if (!allowed) {
      if (connector === "AND") {
        return refused(ACCESS_ERROR_CODES.YOU_ARE_NOT_ALLOWED_TO_ACCESS_RESOURCE, resource);
      }
      continue;
    }
    const isAllowed = allowsActions(allowed, requested);
    if (isAllowed && connector === "OR") return ALLOWED;
    if (!isAllowed && connector === "AND") {
      return refused(ACCESS_ERROR_CODES.UNAUTHORIZED_TO_ACCESS_RESOURCE, resource);
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
