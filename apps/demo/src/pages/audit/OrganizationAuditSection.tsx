import { authClient } from "../../auth-client";
import { useText } from "../../i18n/use-text";
import { EventLogSection } from "./EventLogSection";

/**
 * The organization's security log, for its owners and admins (the page shows it only to
 * them; the server refuses everyone else anyway).
 */
export function OrganizationAuditSection({ organizationId }: { organizationId: string }) {
  const { t } = useText();
  return (
    <EventLogSection
      key={organizationId}
      id="organization-audit"
      title={t("audit.organization.title")}
      description={t("audit.organization.description")}
      listLabel={t("audit.organization.listLabel")}
      none={t("audit.organization.none")}
      scope={organizationId}
      load={(page) =>
        authClient.organization.listAuditEvents({ query: { organizationId, ...page } })
      }
    />
  );
}
