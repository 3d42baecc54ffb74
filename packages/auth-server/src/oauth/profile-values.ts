/** A non-empty string, or undefined: providers send "", null or nothing for absent fields. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

/** The first non-empty string among the values, or "". */
export const firstText = (...values: unknown[]): string => {
  for (const value of values) {
    const text = textOf(value);
    if (text) return text;
  }
  return "";
};
