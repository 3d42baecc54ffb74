import type { StrictEndpoint } from "better-call";
import type { FieldAttribute, FieldType } from "../db/schema-types";
import type { AuthOptions } from "../options";
import type { AuthPlugin } from "../plugins/plugin-types";
import type { CoreEndpoints } from "../routes/core-endpoints";
import type { Session, User } from "./models";

export type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

type FieldValue<T extends FieldType> = T extends "string"
  ? string
  : T extends "number"
    ? number
    : T extends "boolean"
      ? boolean
      : T extends "date"
        ? Date
        : T extends "string[]"
          ? string[]
          : unknown;

/** The record type of a field map: required fields always present, optional ones nullable. */
export type InferFields<Fields extends Record<string, FieldAttribute>> = {
  [K in keyof Fields as Fields[K] extends { required: false } ? never : K]: FieldValue<
    Fields[K]["type"]
  >;
} & {
  [K in keyof Fields as Fields[K] extends { required: false } ? K : never]?: FieldValue<
    Fields[K]["type"]
  > | null;
};

type PluginsOf<O extends AuthOptions> = O["plugins"] extends readonly (infer P)[] ? P : never;

type PluginModelFields<P, Model extends string> = P extends { schema: infer S }
  ? S extends Record<Model, { fields: infer F extends Record<string, FieldAttribute> }>
    ? InferFields<F>
    : object
  : object;

type OptionFields<O extends AuthOptions, Model extends "user" | "session"> = O[Model] extends {
  additionalFields: infer F extends Record<string, FieldAttribute>;
}
  ? InferFields<F>
  : object;

export type InferUser<O extends AuthOptions> = User &
  UnionToIntersection<PluginModelFields<PluginsOf<O>, "user">> &
  OptionFields<O, "user">;

export type InferSession<O extends AuthOptions> = Session &
  UnionToIntersection<PluginModelFields<PluginsOf<O>, "session">> &
  OptionFields<O, "session">;

/** Every plugin's endpoints, merged. */
export type InferPluginEndpoints<O extends AuthOptions> = UnionToIntersection<
  PluginsOf<O> extends infer P ? (P extends { endpoints: infer E } ? E : object) : object
>;

export type InferPluginErrorCodes<O extends AuthOptions> = UnionToIntersection<
  PluginsOf<O> extends infer P ? (P extends { errorCodes: infer C } ? C : object) : object
>;

export type { AuthPlugin };

/** get-session typed with this configuration's user and session fields (plugins, additionalFields). */
type GetSessionEndpoint<O extends AuthOptions> =
  CoreEndpoints["getSession"] extends StrictEndpoint<infer Path, infer Options, unknown>
    ? StrictEndpoint<Path, Options, { session: InferSession<O>; user: InferUser<O> } | null>
    : never;

/** auth.api: the core endpoints (get-session narrowed to this configuration) and every plugin's. */
export type InferAPI<O extends AuthOptions> = Omit<CoreEndpoints, "getSession"> & {
  getSession: GetSessionEndpoint<O>;
} & InferPluginEndpoints<O>;
