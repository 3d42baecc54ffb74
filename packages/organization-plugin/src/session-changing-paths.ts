/**
 * The plugin's paths whose successful calls change the caller's session (its active
 * organization), as `organizationClient()` declares them: the session store refetches after them.
 */
export const ORGANIZATION_SESSION_CHANGING_PATHS = [
  "/organization/create",
  "/organization/set-active",
  "/organization/delete",
  "/organization/leave",
  "/organization/accept-invitation",
  "/organization/set-active-team",
];
