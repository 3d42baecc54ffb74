// The rule of a permission check without its answers' words: what the browser needs to tell
// whether a role allows something (clients' checkRolePermission), so that a bundle which never
// shows a refusal carries no refusal text.
import type { ActionRequest, AuthorizeRequest, Statements } from "./access-types";

// Array.isArray does not narrow a union holding a readonly array.
const isList = (value: unknown): value is readonly unknown[] => Array.isArray(value);

/**
 * Whether the role's actions on one resource (none when it has no list) cover what is asked:
 * all of a list, or any one with `{ actions, connector: "OR" }`; asking for nothing is no.
 */
export function allowsActions(
  allowed: unknown,
  request: ActionRequest<string> | undefined,
): boolean {
  const actions = isList(request) ? request : request?.actions;
  if (!isList(allowed) || !isList(actions) || actions.length === 0) return false;
  const isAllowed = (action: unknown) => allowed.includes(action);
  return !isList(request) && request?.connector === "OR"
    ? actions.some(isAllowed)
    : actions.every(isAllowed);
}

/**
 * Whether `statements` allow every resource of the request ("AND", what `role.authorize`
 * answers `success: true` to): each one known (own properties only, so "constructor" is an
 * unknown resource) with its actions allowed; an empty request is no.
 */
export function statementsAllow(
  statements: Statements,
  request: AuthorizeRequest<Statements>,
): boolean {
  const asked = Object.entries(request);
  return (
    asked.length > 0 &&
    asked.every(
      ([resource, actions]) =>
        Object.hasOwn(statements, resource) && allowsActions(statements[resource], actions),
    )
  );
}
