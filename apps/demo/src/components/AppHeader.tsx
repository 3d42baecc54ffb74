import { useEffect, useState } from "react";
import { authClient } from "../auth-client";
import { useAction } from "../hooks/use-action";
import { useText } from "../i18n/use-text";
import { isAdmin } from "../pages/admin/roles";
import { PricingLink } from "../pages/billing/PricingLink";
import { Link } from "../router/Link";
import { navigate, useLocation } from "../router/router";
import { Avatar } from "./Avatar";
import { Button } from "./Button";
import { OrganizationSwitcher } from "./OrganizationSwitcher";
import "./header-admin-link.css";
import "./header-menu.css";

/**
 * The brand and the header's links. On a phone they fold into one row: the brand and a menu
 * button (with the avatar) that opens them as a panel under the header; going anywhere closes it.
 */
export function AppHeader() {
  const session = authClient.useSession();
  const signOut = useAction();
  const user = session.data?.user;
  const { t } = useText();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of page
  useEffect(() => setMenuOpen(false), [pathname]);

  const handleSignOut = async () => {
    const { error } = await signOut.run(() => authClient.signOut());
    if (error) return;
    await session.refetch();
    navigate("/sign-in");
  };

  return (
    <header className={`app-header${menuOpen ? " header-menu-open" : ""}`}>
      <Link to="/" className="brand">
        <span className="brand-mark" aria-hidden="true">
          T
        </span>
        Tollgate <span className="brand-sub">Demo</span>
      </Link>
      <button
        type="button"
        className="header-menu-button"
        aria-expanded={menuOpen}
        aria-controls="header-nav"
        onClick={() => setMenuOpen((open) => !open)}
      >
        {user ? <Avatar name={user.name || user.email} image={user.image ?? null} /> : null}
        <span>{t("header.menu")}</span>
        <span aria-hidden="true">{menuOpen ? "▴" : "▾"}</span>
      </button>
      <nav id="header-nav" className="header-nav" aria-label={t("header.navLabel")}>
        <PricingLink />
        {user ? (
          <>
            <OrganizationSwitcher />
            {isAdmin(user) ? (
              <Link to="/admin" className="header-admin-link">
                {t("header.adminArea")}
              </Link>
            ) : null}
            <Link to="/account" className="header-user">
              <Avatar name={user.name || user.email} image={user.image ?? null} />
              <span className="header-user-name" title={user.name || user.email}>
                {user.name || user.email}
              </span>
            </Link>
            <Button
              variant="ghost"
              onClick={handleSignOut}
              pending={signOut.pending}
              pendingLabel={t("header.signingOut")}
            >
              {t("header.signOut")}
            </Button>
          </>
        ) : session.isPending ? null : (
          <>
            <Link to="/sign-in">{t("header.signIn")}</Link>
            <Link to="/sign-up" className="button button-primary">
              {t("header.signUp")}
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}
