import type { SessionData } from "../../auth-client";
import { authClient } from "../../auth-client";
import { Notice } from "../../components/Notice";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../errors/error-text";
import { usePageTitle } from "../../hooks/use-page-title";
import { useText } from "../../i18n/use-text";
import { Link } from "../../router/Link";
import { navigate, useLocation } from "../../router/router";
import { AdminNav } from "../admin/AdminNav";
import { AdminOnly } from "../admin/AdminOnly";
import { AuditEventList } from "./AuditEventList";
import { AuditFilterForm } from "./AuditFilterForm";
import { AuditPager } from "./AuditPager";
import type { AuditEvent } from "./audit-event";
import {
  type AuditFilters,
  auditPath,
  auditRequest,
  pageRequest,
  readAuditFilters,
} from "./audit-filters";
import { ExportEventsButton } from "./ExportEventsButton";
import { useEventPage } from "./use-event-page";
import { useUserFilter } from "./use-user-filter";
import "../admin/admin.css";

/** /admin/audit: every security event, filtered, paged and exported by the server. */
export function AdminAuditPage({ session }: { session: SessionData }) {
  return (
    <AdminOnly user={session.user}>
      <AuditScreen />
    </AdminOnly>
  );
}

function AuditScreen() {
  const { t } = useText();
  usePageTitle(t("audit.admin.pageTitle"));
  const { query } = useLocation();
  const filters = readAuditFilters(query);
  const user = useUserFilter(filters.user);
  const key = auditPath(filters);
  return (
    <main className="page page-wide">
      <AdminNav />
      <header className="page-header">
        <h1>{t("audit.admin.title")}</h1>
        <p className="muted">{t("audit.admin.subtitle")}</p>
      </header>
      <section className="card section" aria-label={t("audit.admin.title")}>
        <AuditFilterForm key={`form ${key}`} filters={filters} />
        {user.state === "finding" ? <Spinner label={t("audit.loading")} /> : null}
        {user.state === "unknown" ? (
          <Notice tone="info">
            {t("audit.filter.noSuchUser", { email: filters.user.trim() })}
          </Notice>
        ) : null}
        {user.state === "none" || user.state === "found" ? (
          <AdminEventList
            key={`list ${key}`}
            filters={filters}
            userId={user.state === "found" ? user.userId : undefined}
          />
        ) : null}
      </section>
    </main>
  );
}

function AdminEventList({
  filters,
  userId,
}: {
  filters: AuditFilters;
  userId: string | undefined;
}) {
  const { t } = useText();
  const request = auditRequest(filters, userId);
  const loaded = useEventPage(JSON.stringify([request, filters.page]), () =>
    authClient.admin.listAuditEvents({ query: { ...request, ...pageRequest(filters) } }),
  );
  const events = loaded.page?.events ?? [];
  const filterBy = (more: Partial<AuditFilters>) => auditPath({ ...filters, ...more, page: 1 });
  const rowLinks = (event: AuditEvent) => (
    <div className="audit-links small">
      {event.subject ? (
        <Link to={filterBy({ user: event.subject })}>{t("audit.admin.thisUser")}</Link>
      ) : null}
      {event.organizationId ? (
        <Link to={filterBy({ organizationId: event.organizationId })}>
          {t("audit.admin.thisOrganization")}
        </Link>
      ) : null}
      {event.subject ? (
        <Link to={`/admin/user?id=${encodeURIComponent(event.subject)}`}>
          {t("audit.admin.openUser")}
        </Link>
      ) : null}
    </div>
  );
  return (
    <>
      <ExportEventsButton query={request} disabled={!loaded.page || loaded.page.total === 0} />
      {loaded.loading && !loaded.page ? <Spinner label={t("audit.loading")} /> : null}
      {loaded.error ? <Notice tone="error">{errorText(loaded.error)}</Notice> : null}
      {loaded.page && events.length === 0 ? <p className="muted">{t("audit.admin.none")}</p> : null}
      <AuditEventList events={events} label={t("audit.admin.listLabel")} extra={rowLinks} />
      {loaded.page ? (
        <AuditPager
          offset={(filters.page - 1) * pageRequest(filters).limit}
          limit={pageRequest(filters).limit}
          total={loaded.page.total}
          shown={events.length}
          onOffset={(offset) =>
            navigate(auditPath({ ...filters, page: offset / pageRequest(filters).limit + 1 }))
          }
        />
      ) : null}
    </>
  );
}
