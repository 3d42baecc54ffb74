import { useText } from "../../i18n/use-text";
import { Link } from "../../router/Link";
import { useLocation } from "../../router/router";
import "./admin-nav.css";

const PAGES = [
  { to: "/admin", label: "adminNav.users" },
  { to: "/admin/audit", label: "adminNav.audit" },
] as const;

/** The Admin area's own navigation: its pages, the current one marked. */
export function AdminNav() {
  const { t } = useText();
  const { pathname } = useLocation();
  return (
    <nav className="admin-nav" aria-label={t("adminNav.label")}>
      {PAGES.map((page) => (
        <Link
          key={page.to}
          to={page.to}
          className="admin-nav-link"
          aria-current={pathname === page.to ? "page" : undefined}
        >
          {t(page.label)}
        </Link>
      ))}
    </nav>
  );
}
