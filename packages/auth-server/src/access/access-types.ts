/**
 * What can be done to what: resource → the actions it knows, e.g.
 * `{ project: ["create", "update", "delete"] }`.
 */
export type Statements = { readonly [resource: string]: readonly string[] };

/** How several requested actions (or resources) combine: all of them, or any one. */
export type Connector = "AND" | "OR";

/** What a role may do: for some of the statements' resources, some of their actions. */
export type RoleStatements<TStatements extends Statements> = {
  readonly [Resource in keyof TStatements]?: readonly TStatements[Resource][number][];
};

/** The actions asked for on one resource: a list (all needed), or a list with its connector. */
export type ActionRequest<Action extends string> =
  | readonly Action[]
  | { readonly actions: readonly Action[]; readonly connector: Connector };

/** A permission request: for some resources of the statements, the actions asked for. */
export type AuthorizeRequest<TStatements extends Statements> = {
  readonly [Resource in keyof TStatements]?: ActionRequest<TStatements[Resource][number]>;
};

/** Better Auth's answer shape; `error` is a message of ACCESS_ERROR_CODES. */
export type AuthorizeResponse =
  | { success: true; error?: undefined }
  | { success: false; error: string };

/**
 * A role: its own statements, and a check of a request against them. `TStatements` are those of
 * the access control that made it, which a request may name (a resource the role lacks is refused).
 */
export interface Role<
  TRoleStatements extends Statements = Statements,
  TStatements extends Statements = TRoleStatements,
> {
  /** `connector` combines the request's resources: "AND" (default) needs every one allowed. */
  readonly authorize: (
    request: AuthorizeRequest<TStatements>,
    connector?: Connector,
  ) => AuthorizeResponse;
  readonly statements: TRoleStatements;
}

/** Resources a role names that its access control does not know: none allowed. */
type UnknownResources<TRoleStatements, TStatements> = {
  readonly [Resource in Exclude<keyof TRoleStatements, keyof TStatements>]: never;
};

export interface AccessControl<TStatements extends Statements> {
  /** A role that may do some of the statements' actions; other resources or actions do not compile. */
  newRole<const TRoleStatements extends RoleStatements<TStatements> & Statements>(
    statements: TRoleStatements & UnknownResources<TRoleStatements, TStatements>,
  ): Role<TRoleStatements, TStatements>;
  readonly statements: TStatements;
}
