import { AuthCard } from "../components/AuthCard";
import { Notice } from "../components/Notice";
import { linkErrorText } from "../errors/link-error-text";
import { socialErrorText } from "../errors/social-error-text";
import { usePageTitle } from "../hooks/use-page-title";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

/** The auth error page: /auth-error?error=<code>. */
export function AuthErrorPage() {
  usePageTitle("Something went wrong");
  const code = useLocation().query.get("error") ?? "unknown";
  const text = socialErrorText(code) ?? linkErrorText(code);
  return (
    <AuthCard title="Something went wrong" footer={<Link to="/">Return to the app</Link>}>
      <Notice tone="error">{text}</Notice>
      <p className="muted center">
        Error code: <code>{code}</code>
      </p>
      <Link className="button button-primary button-block" to="/sign-in">
        Sign in again
      </Link>
    </AuthCard>
  );
}
