import { AuthCard } from "../components/AuthCard";
import { usePageTitle } from "../hooks/use-page-title";
import { useText } from "../i18n/use-text";
import { Link } from "../router/Link";

export function NotFoundPage() {
  const { t } = useText();
  usePageTitle(t("notFound.title"));
  return (
    <AuthCard title={t("notFound.title")} subtitle={t("notFound.subtitle")}>
      <Link className="button button-primary button-block" to="/">
        {t("notFound.home")}
      </Link>
    </AuthCard>
  );
}
