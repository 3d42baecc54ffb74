import type { EveryEndpointServer } from "./every-endpoint-server";
import { type Person, personOutsideTheCount, uniqueEmail } from "./scenario-core";

/**
 * The organization plugin's endpoints (teams included), each once: Alice creates an
 * organization, invites Bob who accepts, Erin is invited and declines, an invitation to someone
 * without an account is canceled, Erin is added by the server, teams come and go, Bob leaves and
 * the organization is deleted.
 */
export async function organizationScenario(s: EveryEndpointServer, alice: Person) {
  const { call, callApi } = s;
  const a = alice.browser;
  const slug = `acme-${crypto.randomUUID().slice(0, 8)}`;
  const created = await call<{ id: string }>("POST", "/organization/create", a, {
    body: { name: "Acme", slug },
  });
  const organizationId = created.id;
  await call("POST", "/organization/check-slug", a, { body: { slug: `${slug}-free` } });
  await call("POST", "/organization/update", a, {
    body: { data: { name: "Acme Inc" }, organizationId },
  });
  await call("GET", "/organization/list", a);
  await call("POST", "/organization/set-active", a, { body: { organizationId } });
  await call("GET", "/organization/get-full-organization", a);
  await call("GET", "/organization/get-full-organization", a, {
    query: { organizationSlug: slug },
    key: "GET /organization/get-full-organization?organizationSlug",
  });
  await call("POST", "/organization/has-permission", a, {
    body: { permissions: { member: ["create"] } },
  });

  const bob = await personOutsideTheCount(s, "bob");
  await call("POST", "/organization/invite-member", a, {
    body: { email: bob.email, role: "member", organizationId },
  });
  const bobsInvitation = s.invitations.at(-1) ?? "";
  await call("GET", "/organization/list-invitations", a, { query: { organizationId } });
  await call("GET", "/organization/get-invitation", bob.browser, {
    query: { id: bobsInvitation },
  });
  await call("GET", "/organization/list-user-invitations", bob.browser);
  await call("POST", "/organization/accept-invitation", bob.browser, {
    body: { invitationId: bobsInvitation },
  });
  await call("GET", "/organization/get-active-member", bob.browser);
  await call("GET", "/organization/list-members", a);
  await call("GET", "/organization/list-members", a, {
    query: { organizationSlug: slug },
    key: "GET /organization/list-members?organizationSlug",
  });
  // A full page (Alice and Bob, two asked): the total is counted, in the page's statement.
  await call("GET", "/organization/list-members", a, {
    query: { limit: "2" },
    key: "GET /organization/list-members?limit",
  });
  await call("GET", "/organization/list-members", a, {
    query: { organizationSlug: slug, limit: "2" },
    key: "GET /organization/list-members?organizationSlug&limit",
  });
  // A new slug: its holder is read with the caller's membership.
  await call("POST", "/organization/update", a, {
    body: { data: { slug: `${slug}-renamed` }, organizationId },
    key: "POST /organization/update?slug",
  });

  const erin = await personOutsideTheCount(s, "erin");
  await s.t.json("/organization/invite-member", {
    cookies: a,
    body: { email: erin.email, role: "member", organizationId },
  });
  await call("POST", "/organization/reject-invitation", erin.browser, {
    body: { invitationId: s.invitations.at(-1) },
  });
  await s.t.json("/organization/invite-member", {
    cookies: a,
    body: { email: uniqueEmail("frank"), role: "member", organizationId },
  });
  await call("POST", "/organization/cancel-invitation", a, {
    body: { invitationId: s.invitations.at(-1) },
  });
  const added = await callApi("POST /organization/add-member", () =>
    s.t.auth.api.addMember({ body: { userId: erin.id, role: "member", organizationId } }),
  );
  await call("POST", "/organization/update-member-role", a, {
    body: { memberId: added.id, role: "admin", organizationId },
  });
  // The only owner may not take the owner role from themselves: refused on what was read.
  const alicesMembership = await s.t.json<{ id: string }>("/organization/get-active-member", {
    cookies: a,
  });
  await call("POST", "/organization/update-member-role", a, {
    body: { memberId: alicesMembership.data.id, role: "admin", organizationId },
    status: 400,
    key: "POST /organization/update-member-role?only-owner",
  });

  const team = await call<{ id: string }>("POST", "/organization/create-team", a, {
    body: { name: "Design", organizationId },
  });
  await call("POST", "/organization/update-team", a, {
    body: { teamId: team.id, data: { name: "Design and research" } },
  });
  await call("GET", "/organization/list-teams", a, { query: { organizationId } });
  await call("POST", "/organization/add-team-member", a, {
    body: { teamId: team.id, userId: bob.id, organizationId },
  });
  await call("POST", "/organization/set-active-team", bob.browser, { body: { teamId: team.id } });
  await call("GET", "/organization/list-team-members", bob.browser, { query: { teamId: team.id } });
  await call("GET", "/organization/list-user-teams", bob.browser);
  await call("POST", "/organization/remove-team-member", a, {
    body: { teamId: team.id, userId: bob.id, organizationId },
  });
  // An organization keeps at least one team.
  await s.t.json("/organization/create-team", {
    cookies: a,
    body: { name: "Ops", organizationId },
  });
  await call("POST", "/organization/remove-team", a, { body: { teamId: team.id, organizationId } });

  await call("POST", "/organization/remove-member", a, {
    body: { memberIdOrEmail: erin.email, organizationId },
  });
  await call("POST", "/organization/leave", bob.browser, { body: { organizationId } });
  // The only owner may not leave: refused on what the first read found.
  await call("POST", "/organization/leave", a, {
    body: { organizationId },
    status: 400,
    key: "POST /organization/leave?only-owner",
  });
  await call("POST", "/organization/delete", a, { body: { organizationId } });
}
