import type { ClientMethod } from "./infer-endpoint";

/** An endpoint's path when the client can call it: routed, and without `:params` or wildcards. */
type CallablePath<E> = E extends { path: infer P extends string; options: infer O }
  ? O extends { metadata: { SERVER_ONLY: true } }
    ? never
    : P extends `${string}:${string}` | `${string}*${string}`
      ? never
      : P
  : never;

/** The API re-keyed by path: `{ "/sign-in/email": typeof signInEmail, … }`. */
export type EndpointsByPath<API> = { [K in keyof API as CallablePath<API[K]>]: API[K] };

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

type FirstSegment<P> = P extends `/${infer Head}/${string}`
  ? Head
  : P extends `/${infer Head}`
    ? Head
    : never;

type Below<M, Segment extends string> = {
  [P in keyof M as P extends `/${Segment}/${infer Rest}` ? `/${Rest}` : never]: M[P];
};

type Leaf<M, Segment extends string, Code extends string> = `/${Segment}` extends keyof M
  ? ClientMethod<M[`/${Segment}`], Code>
  : unknown;

type Branch<M, Segment extends string, Code extends string> = keyof Below<M, Segment> extends never
  ? unknown
  : Routes<Below<M, Segment>, Code>;

/**
 * Paths → nested methods: "/sign-in/email" → `signIn.email`. A mapped type over first path
 * segments, recursing only as deep as the paths go (two or three levels).
 */
export type Routes<M, Code extends string> = {
  [Segment in FirstSegment<keyof M> as CamelCase<Segment>]: Leaf<M, Segment, Code> &
    Branch<M, Segment, Code>;
};
