import { AuthCard } from "../components/AuthCard";
import { DevMailboxLink } from "../components/DevMailboxLink";
import { ResendVerification } from "../components/ResendVerification";
import { usePageTitle } from "../hooks/use-page-title";
import { useText } from "../i18n/use-text";
import { carryingNext } from "../router/after-sign-in";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

export function CheckEmailPage() {
  const { t, rich } = useText();
  usePageTitle(t("checkEmail.title"));
  const { query } = useLocation();
  const email = query.get("email") ?? "";
  return (
    <AuthCard
      title={t("checkEmail.title")}
      subtitle={rich("checkEmail.subtitle", {
        email: <strong className="long-text">{email || t("checkEmail.yourAddress")}</strong>,
      })}
      footer={<Link to={carryingNext("/sign-in", query)}>{t("common.backToSignIn")}</Link>}
    >
      <div className="mail-illustration" aria-hidden="true">
        ✉
      </div>
      <DevMailboxLink prominent />
      <details className="disclosure">
        <summary>{t("checkEmail.didntGetIt")}</summary>
        <p className="muted">{t("checkEmail.spam")}</p>
        <ResendVerification initialEmail={email} />
      </details>
    </AuthCard>
  );
}
