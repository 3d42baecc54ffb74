import { AuthCard } from "../components/AuthCard";
import { Notice } from "../components/Notice";
import { bannedLinkText } from "../errors/banned-link-text";
import { linkErrorText } from "../errors/link-error-text";
import { socialErrorText } from "../errors/social-error-text";
import { usePageTitle } from "../hooks/use-page-title";
import { useText } from "../i18n/use-text";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

/** The auth error page: /auth-error?error=<code>. */
export function AuthErrorPage() {
  const { t, rich } = useText();
  const { query } = useLocation();
  const code = query.get("error") ?? "unknown";
  // A ban is a decision, not a fault: its page says so rather than "Something went wrong".
  const banned = code.toUpperCase() === "BANNED_USER";
  const title = banned ? t("authError.bannedTitle") : t("authError.title");
  usePageTitle(title);
  const text = banned
    ? bannedLinkText(query.get("error_description"))
    : (socialErrorText(code) ?? linkErrorText(code));
  return (
    <AuthCard title={title} footer={<Link to="/">{t("authError.returnToApp")}</Link>}>
      <Notice tone="error">{text}</Notice>
      <p className="muted center">{rich("authError.code", { code: <code>{code}</code> })}</p>
      <Link className="button button-primary button-block" to="/sign-in">
        {t("authError.signInAgain")}
      </Link>
    </AuthCard>
  );
}
