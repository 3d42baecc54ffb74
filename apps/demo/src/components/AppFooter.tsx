import { DevMailboxLink } from "./DevMailboxLink";

export function AppFooter() {
  return (
    <footer className="app-footer">
      <span>Tollgate Demo · accounts by @tollgate/auth-server</span>
      <DevMailboxLink />
    </footer>
  );
}
