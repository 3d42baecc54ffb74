/**
 * Where mailed links land, shared by the server (which words each mail for its link) and the
 * front end (which asks the server for those links and shows the pages).
 */
export const VERIFIED_PATH = "/verified";

/** Where the links of an email change land: the confirmation, then the new address's check. */
export const EMAIL_CHANGED_PATH = "/email-changed";

/** Where an organization invitation's link opens: the page to accept or decline it (?id=). */
export const ACCEPT_INVITATION_PATH = "/accept-invitation";

/**
 * The second step of a sign-in with two-factor on: where the front end goes when a sign-in
 * answers twoFactorRedirect, and where the server sends browser sign-ins (magic link, social)
 * then, with the page to continue to as `callbackURL`.
 */
export const TWO_FACTOR_PATH = "/two-factor";

/** The organization page; `/organization/<slug>` opens the organization of that address. */
export const ORGANIZATION_PATH = "/organization";

/** The address of an organization's page, by its slug. */
export function organizationAddress(slug: string): string {
  return `${ORGANIZATION_PATH}/${encodeURIComponent(slug)}`;
}
