import { authClient } from "../auth-client";
import { AuthCard } from "../components/AuthCard";
import { Notice } from "../components/Notice";
import { Spinner } from "../components/Spinner";
import { UnverifiedAddressNotice } from "../components/UnverifiedAddressNotice";
import { linkErrorText } from "../errors/link-error-text";
import { usePageTitle } from "../hooks/use-page-title";
import { useText } from "../i18n/use-text";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

/**
 * Where the links of an email change land. The confirmation link (mailed to the old address)
 * moves the account to the new address, which is then unverified and gets a link of its own;
 * that second link lands here too, verified.
 */
export function EmailChangedPage() {
  const error = useLocation().query.get("error");
  const { t, rich } = useText();
  const session = authClient.useSession();
  const user = session.data?.user;
  usePageTitle(
    error
      ? t("emailChanged.pageTitleFailed")
      : user?.emailVerified
        ? t("emailChanged.pageTitleVerified")
        : t("emailChanged.pageTitle"),
  );

  if (error) {
    return (
      <AuthCard
        title={t("emailChanged.failedTitle")}
        footer={<Link to="/account">{t("common.backToAccount")}</Link>}
      >
        <Notice tone="error">{linkErrorText(error)}</Notice>
      </AuthCard>
    );
  }
  if (session.isPending) {
    return (
      <AuthCard title={t("emailChanged.changing")}>
        <Spinner label={t("common.loadingAccount")} />
      </AuthCard>
    );
  }
  if (!user) {
    return (
      <AuthCard title={t("emailChanged.signInTitle")}>
        <p className="center">{t("emailChanged.signInWithNew")}</p>
        <Link className="button button-primary button-block" to="/sign-in">
          {t("signIn.submit")}
        </Link>
      </AuthCard>
    );
  }
  const email = <strong className="long-text">{user.email}</strong>;
  if (user.emailVerified) {
    return (
      <AuthCard title={t("emailChanged.verifiedTitle")}>
        <div className="success-mark" aria-hidden="true">
          ✓
        </div>
        <p className="center">{rich("emailChanged.usesFromNow", { email })}</p>
        <Link className="button button-primary button-block" to="/account">
          {t("common.goToAccount")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("emailChanged.title")}>
      <p>{rich("emailChanged.nowUses", { email })}</p>
      <UnverifiedAddressNotice email={user.email} />
      <Link className="button button-primary button-block spaced" to="/account">
        {t("common.goToAccount")}
      </Link>
    </AuthCard>
  );
}
