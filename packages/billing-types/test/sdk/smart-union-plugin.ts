import type { Plugin } from "vitest/config";

/** Where the SDK's `smartUnion` options are kept on the schema it returns. */
export const SMART_UNION_OPTIONS = "polar-sdk.smart-union-options";

const SMART_UNION_MODULE = /@polar-sh[+/]sdk.*\/types\/smartUnion\.js$/;

/**
 * `@polar-sh/sdk` 0.49 builds several unions with `smartUnion(options)`, a zod pipe whose options
 * live only in a closure. So that the payload generator can walk them, this test-only transform
 * keeps the options on the schema the SDK gets back (under `Symbol.for(SMART_UNION_OPTIONS)`);
 * parsing is unchanged. Only applies to the SDK modules vitest inlines (see vitest.config.ts).
 */
export function recordSmartUnionOptions(): Plugin {
  return {
    name: "billing-types:record-smart-union-options",
    transform(code, id) {
      if (!SMART_UNION_MODULE.test(id)) return null;
      return `${code}
;{
  const original = smartUnion;
  smartUnion = (options) => {
    const schema = original(options);
    schema[Symbol.for(${JSON.stringify(SMART_UNION_OPTIONS)})] = options;
    return schema;
  };
}
`;
    },
  };
}
