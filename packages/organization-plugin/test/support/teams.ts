import type { CookieCarrier } from "@tollgate/auth-server/testing";
import type { OrganizationServer } from "./organization-server";

/** A team as the team endpoints answer it. */
export interface TeamBody {
  id: string;
  name: string;
  organizationId: string;
}

/** Creates a team in the caller's active organization; throws unless it was created. */
export async function createTeam(t: OrganizationServer, cookies: CookieCarrier, name: string) {
  const { status, data } = await t.json<TeamBody>("/organization/create-team", {
    body: { name },
    cookies,
  });
  if (status !== 200) throw new Error(`create-team failed: ${status} ${JSON.stringify(data)}`);
  return data;
}
