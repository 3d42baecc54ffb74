/** A type guard telling the values this version knows from newer ones a platform may send. */
export function knownGuard<const Known extends readonly string[]>(
  values: Known,
): (value: unknown) => value is Known[number] {
  const known: ReadonlySet<unknown> = new Set(values);
  return (value: unknown): value is Known[number] => known.has(value);
}
