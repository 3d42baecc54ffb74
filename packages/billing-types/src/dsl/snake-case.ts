/** `postalCode` → `postal_code`, `line1` → `line1`, `customerIpAddress` → `customer_ip_address`. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The same rule at the type level, so wire types are computed from the one definition. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : "";
