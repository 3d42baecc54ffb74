/**
 * Errors are recognised by a brand in the global symbol registry rather than by `instanceof`,
 * so an error thrown by the ESM copy of this package is recognised by the CJS copy (and by another
 * installed version) alike.
 */
export function brandFor(kind: string): symbol {
  return Symbol.for(`@tollgate/webhook-verifier/${kind}`);
}

/** Marks an object with a non-enumerable brand, so it does not show up in logs or JSON. */
export function applyBrand(target: object, brand: symbol): void {
  Object.defineProperty(target, brand, { value: true, enumerable: false });
}

export function hasBrand(value: unknown, brand: symbol): boolean {
  return typeof value === "object" && value !== null && Reflect.get(value, brand) === true;
}
