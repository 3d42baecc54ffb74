/**
 * `tax_breakdown` → `taxBreakdown`, `sha256_base64` → `sha256Base64`, `line_1` → `line_1`: the
 * client name of a key this version does not know. Not always the inverse of `snakeCase`
 * (`fooBar` stays `fooBar`), so the client form remembers a wire name it cannot recompute.
 */
export function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
