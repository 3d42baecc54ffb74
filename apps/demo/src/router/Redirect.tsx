import { useEffect } from "react";
import { navigate } from "./router";

/** Replaces the current screen with another one (e.g. signed-out visitors to /sign-in). */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
