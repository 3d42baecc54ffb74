import { AuthCard } from "../../components/AuthCard";
import { usePageTitle } from "../../hooks/use-page-title";
import { useText } from "../../i18n/use-text";
import { Link } from "../../router/Link";

/** What a signed-in person without the admin role sees at /admin. */
export function NotAllowedPage() {
  const { t } = useText();
  usePageTitle(t("notAllowed.pageTitle"));
  return (
    <AuthCard title={t("notAllowed.title")} subtitle={t("notAllowed.subtitle")}>
      <Link className="button button-primary button-block" to="/account">
        {t("common.backToAccount")}
      </Link>
    </AuthCard>
  );
}
