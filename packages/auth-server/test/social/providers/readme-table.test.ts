// The documentation's table of providers is what each provider file declares, so it cannot drift.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createBuiltInProviders } from "../../../src/oauth/providers";

/** One file per provider in src/oauth/providers (besides the index). */
const PROVIDER_IDS = readdirSync(new URL("../../../src/oauth/providers", import.meta.url))
  .filter((file) => file.endsWith(".ts") && file !== "index.ts")
  .map((file) => file.slice(0, -".ts".length));

/** docs/auth-server/social-sign-in.md, at the repository root (moved there from the README). */
const PAGE = readFileSync(
  new URL("../../../../../docs/auth-server/social-sign-in.md", import.meta.url),
  "utf8",
);

/** The rows of the table on the "Social sign-in" page, by provider id. */
function tableRows(): Map<string, string[]> {
  const section = PAGE.slice(PAGE.indexOf("# Social sign-in"));
  const rows = new Map<string, string[]>();
  for (const line of section.split("\n")) {
    const cells = line.match(/^\| `([a-z]+)` \|(.*)\|$/);
    if (!cells?.[1] || !cells[2]) continue;
    rows.set(
      cells[1],
      cells[2].split("|").map((cell) => cell.trim()),
    );
  }
  return rows;
}

const yesNo = (value: boolean) => (value ? "yes" : "no");

describe("docs/auth-server/social-sign-in.md, the providers table", () => {
  const rows = tableRows();
  const providers = createBuiltInProviders(
    Object.fromEntries(PROVIDER_IDS.map((id) => [id, { clientId: `${id}-client` }])),
  );

  it("lists the 18 built-in providers, no more", () => {
    expect(providers.map((provider) => provider.id).sort()).toEqual(PROVIDER_IDS.sort());
    expect([...rows.keys()].sort()).toEqual(PROVIDER_IDS.sort());
    expect(rows.size).toBe(18);
  });

  it.each(providers.map((provider) => [provider.id, provider] as const))(
    "%s: name, PKCE, id tokens, refresh, email, verified and default scopes as declared",
    (_id, provider) => {
      const scopes = provider.defaultScopes.map((scope) => `\`${scope}\``).join(" ") || "—";
      expect(rows.get(provider.id)).toEqual([
        provider.name,
        yesNo(provider.supports.pkce),
        yesNo(provider.supports.idToken),
        yesNo(provider.supports.refresh),
        provider.supports.email,
        provider.supports.emailVerified,
        scopes,
      ]);
    },
  );
});
