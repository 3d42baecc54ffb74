import type { AuthResult, FetchOptions } from "../fetch/fetch-types";

/** A Standard Schema's input type (zod, valibot…), read structurally: no runtime dependency. */
type SchemaInput<S> = S extends { readonly "~standard": { readonly types?: infer T } }
  ? NonNullable<T> extends { readonly input: infer I }
    ? I
    : unknown
  : undefined;

type BodyOf<O> = O extends { metadata: { $Infer: { body: infer B } } }
  ? B
  : O extends { body: infer S }
    ? SchemaInput<S>
    : undefined;

type QueryOf<O> = O extends { metadata: { $Infer: { query: infer Q } } }
  ? Q
  : O extends { query: infer S }
    ? SchemaInput<S>
    : Record<string, unknown> | undefined;

/** The answer of a better-call endpoint: its last (plain) call signature's promise. */
export type EndpointResult<E> = E extends (...args: never[]) => Promise<infer R> ? R : unknown;

type QueryField<Q> = undefined extends Q ? { query?: Q } : { query: Q };

/** The first argument: the body's fields beside `query` and `fetchOptions`. */
type EndpointInput<B, Q> = ([B] extends [undefined] ? unknown : NonNullable<B>) &
  QueryField<Q> & { fetchOptions?: FetchOptions };

/** A body with no required field may be left out (`client.deleteUser()`), as in Better Auth. */
type BodyIsOptional<B> = undefined extends B ? true : Record<never, never> extends B ? true : false;

type IsOptional<B, Q> =
  BodyIsOptional<B> extends true ? (undefined extends Q ? true : false) : false;

/** One client method, from one server endpoint. */
export type ClientMethod<E, Code extends string> = E extends { options: infer O }
  ? (
      ...args: IsOptional<BodyOf<O>, QueryOf<O>> extends true
        ? [input?: EndpointInput<BodyOf<O>, QueryOf<O>>, fetchOptions?: FetchOptions]
        : [input: EndpointInput<BodyOf<O>, QueryOf<O>>, fetchOptions?: FetchOptions]
    ) => Promise<AuthResult<Awaited<EndpointResult<E>>, Code>>
  : never;
