import { authClient } from "../../auth-client";
import { useText } from "../../i18n/use-text";
import { EventLogSection } from "./EventLogSection";

/** The account page's "Recent security activity": the signed-in user's own events, newest first. */
export function RecentActivitySection() {
  const { t } = useText();
  return (
    <EventLogSection
      id="security-activity"
      title={t("audit.recent.title")}
      description={t("audit.recent.description")}
      listLabel={t("audit.recent.listLabel")}
      none={t("audit.recent.none")}
      load={(page) => authClient.audit.listEvents({ query: page })}
    />
  );
}
