import type { SessionData } from "../../auth-client";
import { usePageTitle } from "../../hooks/use-page-title";
import { useText } from "../../i18n/use-text";
import { useLocation } from "../../router/router";
import { AdminNav } from "./AdminNav";
import { AdminOnly } from "./AdminOnly";
import { UserSearchForm } from "./UserSearchForm";
import { UserTable } from "./UserTable";
import { readUserListQuery } from "./user-list-query";
import "./admin.css";

/** /admin: every user, searched, sorted and paged by the server. */
export function AdminUsersPage({ session }: { session: SessionData }) {
  return (
    <AdminOnly user={session.user}>
      <UsersScreen />
    </AdminOnly>
  );
}

function UsersScreen() {
  const { t } = useText();
  usePageTitle(t("adminUsers.pageTitle"));
  const { query } = useLocation();
  const listQuery = readUserListQuery(query);
  return (
    <main className="page page-wide">
      <AdminNav />
      <header className="page-header">
        <h1>{t("adminUsers.title")}</h1>
        <p className="muted">{t("adminUsers.subtitle")}</p>
      </header>
      <section className="card section" aria-label={t("adminUsers.title")}>
        <UserSearchForm key={`${listQuery.search}|${listQuery.searchField}`} query={listQuery} />
        <UserTable query={listQuery} />
      </section>
    </main>
  );
}
