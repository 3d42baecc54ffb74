import type { Auth, FieldAttribute, InferFields } from "@tollgate/auth-server";
import type { ReadableAtom } from "nanostores";
import type { AuthFetch } from "../fetch/fetch-types";
import type { AuthClientPlugin } from "../plugin/auth-client-plugin";
import type { SessionState } from "../session/session-state";
import type { AuthStore } from "../store/signal-registry";
import type { EndpointResult } from "./infer-endpoint";
import type { EndpointsByPath, Routes } from "./infer-routes";

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** What the client reads from the server type: `typeof auth` (defaults to a core-only server). */
export interface ServerShape {
  api: object;
  $ERROR_CODES?: Record<string, string>;
  $Infer?: { Session?: unknown };
}
export type DefaultServer = Auth;

type PluginList<O> = O extends { plugins: readonly (infer P)[] } ? P : never;

/** A plugin's typed part, ignoring the wide contract type (it would add an index signature). */
type Known<T> = string extends keyof T ? object : T;

type PluginServerPart<P, Key extends "endpoints" | "errorCodes"> = P extends {
  $InferServerPlugin: { [K in Key]: infer Part };
}
  ? Known<Part>
  : object;

type PluginActions<P> = P extends { getActions: (...args: never[]) => infer A } ? Known<A> : object;

type PluginAtoms<P> = P extends { getAtoms: (...args: never[]) => infer A } ? Known<A> : object;

/** The user or session fields a client plugin's server plugin adds to its model (its `schema`). */
type PluginModelFields<P, Model extends "user" | "session"> = P extends {
  $InferServerPlugin: { schema: infer Schema };
}
  ? Schema extends Record<Model, { fields: infer F extends Record<string, FieldAttribute> }>
    ? InferFields<F>
    : object
  : object;

type PluginFields<O, Model extends "user" | "session"> = UnionToIntersection<
  PluginModelFields<PluginList<O>, Model>
>;

/** `{ session, user }` as the server type has it, before the client plugins' fields. */
type ServerSession<S extends ServerShape> = S["$Infer"] extends { Session: infer T }
  ? T
  : NonNullable<Awaited<EndpointResult<S["api"]["getSession" & keyof S["api"]]>>>;

/**
 * `{ session, user }` as get-session answers it: the server type's, plus the fields of every
 * client plugin's server plugin (`adminClient()` adds `user.role`, `session.impersonatedBy`):
 * the server type is only needed for the app's own additional fields.
 */
export type ClientSession<S extends ServerShape, O> =
  ServerSession<S> extends {
    session: infer Session;
    user: infer User;
  }
    ? {
        session: Session & PluginFields<O, "session">;
        user: User & PluginFields<O, "user">;
      }
    : ServerSession<S>;

/** get-session's endpoint, answering ClientSession: the one place the session type is read. */
type GetSessionEndpoint<S extends ServerShape, O> = S["api"] extends {
  getSession: infer E extends { path: string; options: object };
}
  ? Pick<E, "path" | "options"> & ((...args: never[]) => Promise<ClientSession<S, O> | null>)
  : never;

export type ClientEndpoints<S extends ServerShape, O> = Omit<S["api"], "getSession"> & {
  getSession: GetSessionEndpoint<S, O>;
} & UnionToIntersection<PluginServerPart<PluginList<O>, "endpoints">>;

type ServerErrorCodes<S extends ServerShape> =
  S["$ERROR_CODES"] extends Record<string, string> ? S["$ERROR_CODES"] : object;
type PluginErrorCodes<O> = PluginServerPart<PluginList<O>, "errorCodes">;
type KeysOfEach<T> = T extends unknown ? keyof T : never;
type ValueIn<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;

/**
 * Every catalogue's codes, merged by code: one code in two catalogues (the core's "Email not
 * verified" and a plugin's "email not verified") keeps the server's wording. An intersection
 * would make such a pair `never` and lose every key.
 */
export type ClientErrorCodes<S extends ServerShape, O> = {
  [K in
    | keyof ServerErrorCodes<S>
    | KeysOfEach<PluginErrorCodes<O>>]: K extends keyof ServerErrorCodes<S>
    ? ServerErrorCodes<S>[K]
    : ValueIn<PluginErrorCodes<O>, K>;
};

type ErrorCode<S extends ServerShape, O> = keyof ClientErrorCodes<S, O> & string;

export type ClientAtoms<O> = UnionToIntersection<PluginAtoms<PluginList<O>>>;

/** The client without framework bindings. */
export type VanillaAuthClient<S extends ServerShape, O> = Routes<
  EndpointsByPath<ClientEndpoints<S, O>>,
  ErrorCode<S, O>
> &
  UnionToIntersection<PluginActions<PluginList<O>>> & {
    $fetch: AuthFetch;
    $session: ReadableAtom<SessionState<ClientSession<S, O>>>;
    $store: Omit<AuthStore, "atoms"> & {
      atoms: { session: ReadableAtom<SessionState<ClientSession<S, O>>> } & ClientAtoms<O>;
    };
    /** Runtime: only plugins' catalogues; the server's codes are types (hence Partial). */
    $ERROR_CODES: Partial<ClientErrorCodes<S, O>>;
    $Infer: { Session: ClientSession<S, O> };
  };

export type { AuthClientPlugin };
