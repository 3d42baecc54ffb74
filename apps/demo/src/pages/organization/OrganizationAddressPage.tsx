import { useEffect, useState } from "react";
import { ORGANIZATION_PATH } from "../../../shared/paths";
import { authClient } from "../../auth-client";
import { AuthCard } from "../../components/AuthCard";
import { Spinner } from "../../components/Spinner";
import { usePageTitle } from "../../hooks/use-page-title";
import { useText } from "../../i18n/use-text";
import { Link } from "../../router/Link";
import { navigate } from "../../router/router";

/**
 * `/organization/<slug>`: an organization's own address. The caller's organization of that slug
 * becomes the active one and its page opens; an address that names none of theirs says so.
 */
export function OrganizationAddressPage({ slug }: { slug: string }) {
  const { t } = useText();
  const [missing, setMissing] = useState(false);
  usePageTitle(missing ? t("orgAddress.missingTitle") : t("orgSwitcher.label"));

  useEffect(() => {
    let current = true;
    void authClient.organization.setActive({ organizationSlug: slug }).then(({ data }) => {
      if (!current) return;
      // An unknown slug answers the session's active organization: only a match opens.
      if (data?.slug === slug) navigate(ORGANIZATION_PATH, { replace: true });
      else setMissing(true);
    });
    return () => {
      current = false;
    };
  }, [slug]);

  if (!missing)
    return (
      <main className="page center">
        <Spinner label={t("app.loading")} />
      </main>
    );
  return (
    <AuthCard
      title={t("orgAddress.missingTitle")}
      subtitle={
        <span className="long-text">
          {t("orgAddress.missingText", { address: `${ORGANIZATION_PATH}/${slug}` })}
        </span>
      }
    >
      <Link className="button button-primary button-block" to={ORGANIZATION_PATH}>
        {t("orgAddress.yours")}
      </Link>
    </AuthCard>
  );
}
