/**
 * How our client form differs from the SDK's own parse of the same payload. The SDK's output
 * must be contained in ours: every key it names (camelCase, its own spelling), every `Date` it
 * makes a `Date` of the same time, every other value equal. Ours may hold more where the SDK
 * dropped something (the 2025 SDK strips what its first matching union member does not declare).
 */
export function differencesFromSdk(sdk: unknown, ours: unknown, path = "data"): string[] {
  if (sdk instanceof Date) {
    if (!(ours instanceof Date)) return [`${path}: the SDK gives a Date, ours ${describe(ours)}`];
    return sdk.getTime() === ours.getTime() ? [] : [`${path}: another time`];
  }
  if (Array.isArray(sdk)) {
    if (!Array.isArray(ours) || ours.length !== sdk.length) {
      return [`${path}: the SDK gives ${sdk.length} items, ours ${describe(ours)}`];
    }
    return sdk.flatMap((item, index) => differencesFromSdk(item, ours[index], `${path}[${index}]`));
  }
  if (typeof sdk === "object" && sdk !== null) {
    if (typeof ours !== "object" || ours === null || Array.isArray(ours) || ours instanceof Date) {
      return [`${path}: the SDK gives an object, ours ${describe(ours)}`];
    }
    return Object.entries(sdk).flatMap(([key, value]) =>
      value === undefined && !(key in ours)
        ? []
        : key in ours
          ? differencesFromSdk(value, Reflect.get(ours, key), `${path}.${key}`)
          : [`${path}.${key}: missing from ours (keys: ${Object.keys(ours).join(", ")})`],
    );
  }
  return Object.is(sdk, ours)
    ? []
    : [`${path}: the SDK gives ${describe(sdk)}, ours ${describe(ours)}`];
}

function describe(value: unknown): string {
  if (value instanceof Date) return `Date ${value.toISOString()}`;
  return JSON.stringify(value) ?? String(value);
}
