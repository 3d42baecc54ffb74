import { useEffect, useState } from "react";
import { ORGANIZATION_PATH } from "../../../shared/paths";
import { authClient } from "../../auth-client";
import { AuthCard } from "../../components/AuthCard";
import { Notice } from "../../components/Notice";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../errors/error-text";
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
  // "missing": none of the caller's organizations has this address; else why it could not be asked.
  const [outcome, setOutcome] = useState<"missing" | { failed: string } | null>(null);
  const failed = typeof outcome === "object" && outcome !== null ? outcome.failed : null;
  const title =
    outcome === null
      ? t("orgSwitcher.label")
      : failed
        ? t("authError.title")
        : t("orgAddress.missingTitle");
  usePageTitle(title);

  useEffect(() => {
    let current = true;
    void authClient.organization.setActive({ organizationSlug: slug }).then(({ data, error }) => {
      if (!current) return;
      // An unknown slug answers the session's active organization: only a match opens.
      if (data?.slug === slug) navigate(ORGANIZATION_PATH, { replace: true });
      // 403: not a member of it, or no organization has it (with none active).
      else if (error && error.status !== 403) setOutcome({ failed: errorText(error) });
      else setOutcome("missing");
    });
    return () => {
      current = false;
    };
  }, [slug]);

  if (outcome === null)
    return (
      <main className="page center">
        <Spinner label={t("app.loading")} />
      </main>
    );
  return (
    <AuthCard
      title={title}
      subtitle={
        failed ? undefined : (
          <span className="long-text">
            {t("orgAddress.missingText", { address: `${ORGANIZATION_PATH}/${slug}` })}
          </span>
        )
      }
    >
      {failed ? <Notice tone="error">{failed}</Notice> : null}
      <Link className="button button-primary button-block" to={ORGANIZATION_PATH}>
        {t("orgAddress.yours")}
      </Link>
    </AuthCard>
  );
}
