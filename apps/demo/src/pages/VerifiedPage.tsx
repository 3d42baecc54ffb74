import { authClient } from "../auth-client";
import { AuthCard } from "../components/AuthCard";
import { EmailAddress } from "../components/EmailAddress";
import { Notice } from "../components/Notice";
import { ResendVerification } from "../components/ResendVerification";
import { Spinner } from "../components/Spinner";
import { linkErrorText } from "../errors/link-error-text";
import { usePageTitle } from "../hooks/use-page-title";
import { useText } from "../i18n/use-text";
import { afterSignIn, carryingNext } from "../router/after-sign-in";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

/** Where the verification link lands: verified (and signed in), or why not. */
export function VerifiedPage() {
  const { query } = useLocation();
  const { t, rich } = useText();
  const error = query.get("error");
  // The server cleared a password chosen before the address was verified, in another browser.
  const passwordResetRequired = query.get("password_reset_required") === "true";
  const session = authClient.useSession();
  usePageTitle(error ? t("verified.pageTitleFailed") : t("verified.pageTitle"));
  if (error) {
    return (
      <AuthCard
        title={t("verified.failedTitle")}
        footer={<Link to="/sign-in">{t("common.backToSignIn")}</Link>}
      >
        <Notice tone="error">{linkErrorText(error)}</Notice>
        <ResendVerification initialEmail="" />
      </AuthCard>
    );
  }
  if (session.isPending) {
    return (
      <AuthCard title={t("verified.verifying")}>
        <Spinner label={t("common.loadingAccount")} />
      </AuthCard>
    );
  }
  const user = session.data?.user;
  return (
    <AuthCard title={t("verified.title")}>
      <div className="success-mark" aria-hidden="true">
        ✓
      </div>
      {passwordResetRequired && (
        <Notice tone="info">
          {rich("verified.passwordResetRequired", {
            link: <Link to="/forgot-password">{t("verified.chooseNewPassword")}</Link>,
          })}
        </Notice>
      )}
      {user ? (
        <>
          <p className="center">
            {rich("verified.signedInAs", {
              email: (
                <strong className="long-text">
                  <EmailAddress email={user.email} />
                </strong>
              ),
            })}
          </p>
          {/* Signed up from a page such as an invitation: on to it, else to the account. */}
          <Link className="button button-primary button-block" to={afterSignIn(query)}>
            {query.get("next") && afterSignIn(query) !== "/account"
              ? t("verified.continue")
              : t("common.goToAccount")}
          </Link>
        </>
      ) : (
        <>
          <p className="center">{t("verified.thanks")}</p>
          <Link className="button button-primary button-block" to={carryingNext("/sign-in", query)}>
            {t("signIn.submit")}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
