import { AuthCard } from "../components/AuthCard";
import { Notice } from "../components/Notice";
import { linkErrorText } from "../errors/link-error-text";
import { usePageTitle } from "../hooks/use-page-title";
import { useText } from "../i18n/use-text";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

/** Where the deletion link lands once the account is gone (or why it is not). */
export function AccountDeletedPage() {
  const error = useLocation().query.get("error");
  const { t } = useText();
  usePageTitle(error ? t("deleted.pageTitleFailed") : t("deleted.pageTitle"));
  if (error) {
    return (
      <AuthCard
        title={t("deleted.failedTitle")}
        footer={<Link to="/account">{t("common.backToAccount")}</Link>}
      >
        <Notice tone="error">{linkErrorText(error)}</Notice>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t("deleted.title")}
      footer={<Link to="/sign-up">{t("deleted.createNew")}</Link>}
    >
      <Notice tone="success">{t("deleted.gone")}</Notice>
    </AuthCard>
  );
}
