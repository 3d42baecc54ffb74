import type { ReactNode } from "react";
import { NotAllowedPage } from "./NotAllowedPage";
import { isAdmin } from "./roles";

/**
 * Shows the Admin area to administrators only. The server refuses every admin call from
 * anyone else anyway; this saves a non-admin a screen of errors.
 */
export function AdminOnly({ user, children }: { user: { role?: unknown }; children: ReactNode }) {
  return isAdmin(user) ? children : <NotAllowedPage />;
}
