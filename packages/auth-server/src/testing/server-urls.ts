/**
 * The servers a suite needs, read from environment variables: `{ postgres: "TOLLGATE_TEST_POSTGRES_URL" }`
 * gives `{ postgres: "postgres://…" }` when every variable is set, or `{ skip: "… not set" }` to
 * skip the suite with. With `CI=true` a missing variable throws instead: in CI the suite must run.
 */
export function serverUrls<Name extends string>(
  variables: Record<Name, string>,
  suite: string,
): Record<Name, string> | { skip: string } {
  const urls: Partial<Record<Name, string>> = {};
  const missing: string[] = [];
  for (const [name, variable] of Object.entries(variables) as [Name, string][]) {
    const url = process.env[variable];
    if (url) urls[name] = url;
    else missing.push(variable);
  }
  if (missing.length === 0) return urls as Record<Name, string>;
  const notSet = `${missing.join(" and ")} not set`;
  if (process.env.CI === "true") throw new Error(`${notSet}, but CI=true: ${suite} must run in CI`);
  return { skip: notSet };
}
