import type { Node } from "./node";
import type { SnakeCase } from "./snake-case";

/**
 * A field of an entity definition: its runtime description plus, as a phantom type, the two
 * TypeScript forms it takes (wire and client). `Optional` means the key may be absent.
 */
export interface Field<
  Wire,
  Client,
  Optional extends boolean = false,
  ClientOptional extends boolean = Optional,
> {
  readonly node: Node;
  readonly optional: Optional;
  /** Phantom: only carries the two forms for the type checker; never set at runtime. */
  readonly types?: {
    readonly wire: Wire;
    readonly client: Client;
    readonly clientOptional: ClientOptional;
  };
}

export type AnyField = Field<unknown, unknown, boolean, boolean>;
export type Shape = { readonly [name: string]: AnyField };

export type WireOf<F extends AnyField> = NonNullable<F["types"]>["wire"];
export type ClientOf<F extends AnyField> = NonNullable<F["types"]>["client"];

/** A discriminated union over one key: each value of the key adds its own fields. */
export interface UnionSpec<
  Key extends string,
  Variants extends { readonly [value: string]: Shape },
> {
  readonly key: Key;
  readonly variants: Variants;
}
export type AnyUnion = UnionSpec<string, { readonly [value: string]: Shape }>;

type Flat<T> = { [K in keyof T]: T[K] } & {};

type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K]["optional"] extends true ? K : never;
}[keyof S];
type RequiredKeys<S extends Shape> = Exclude<keyof S, OptionalKeys<S>>;

type WireShape<S extends Shape> = {
  [K in RequiredKeys<S> as SnakeCase<K & string>]: WireOf<S[K]>;
} & { [K in OptionalKeys<S> as SnakeCase<K & string>]?: WireOf<S[K]> };

type ClientOptionalKeys<S extends Shape> = {
  [K in keyof S]: NonNullable<S[K]["types"]>["clientOptional"] extends true ? K : never;
}[keyof S];

type ClientShape<S extends Shape> = {
  [K in Exclude<keyof S, ClientOptionalKeys<S>>]: ClientOf<S[K]>;
} & { [K in ClientOptionalKeys<S>]?: ClientOf<S[K]> };

/** A discriminator value this version does not know: kept, typed as an open string. */
type Unrecognised<Key extends string> = { [P in Key]: string & {} };

type UnionWire<U extends AnyUnion> =
  | {
      [V in keyof U["variants"] & string]: { [P in SnakeCase<U["key"]>]: V } & WireShape<
        U["variants"][V]
      >;
    }[keyof U["variants"] & string]
  | Unrecognised<SnakeCase<U["key"]>>;

type UnionClient<U extends AnyUnion> =
  | {
      [V in keyof U["variants"] & string]: { [P in U["key"]]: V } & ClientShape<U["variants"][V]>;
    }[keyof U["variants"] & string]
  | Unrecognised<U["key"]>;

type UnionsWire<Us extends readonly AnyUnion[]> = Us extends readonly [
  infer Head extends AnyUnion,
  ...infer Rest extends readonly AnyUnion[],
]
  ? UnionWire<Head> & UnionsWire<Rest>
  : unknown;

type UnionsClient<Us extends readonly AnyUnion[]> = Us extends readonly [
  infer Head extends AnyUnion,
  ...infer Rest extends readonly AnyUnion[],
]
  ? UnionClient<Head> & UnionsClient<Rest>
  : unknown;

export type ObjectWire<S extends Shape, Us extends readonly AnyUnion[]> = Flat<
  WireShape<S> & UnionsWire<Us>
>;
export type ObjectClient<S extends Shape, Us extends readonly AnyUnion[]> = Flat<
  ClientShape<S> & UnionsClient<Us>
>;

/** Open enumeration: the known values, plus any string a newer platform may send. */
export type Open<Known extends string> = Known | (string & {});

/** The members of a union whose discriminator this version knows. */
export type Recognised<T, Key extends keyof T, Known extends string> = Extract<
  T,
  { [P in Key]: Known }
>;
