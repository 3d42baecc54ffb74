import { AuthCard } from "../components/AuthCard";
import { Notice } from "../components/Notice";
import { linkErrorText } from "../errors/link-error-text";
import { usePageTitle } from "../hooks/use-page-title";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

const AUTH_ERRORS: Record<string, string> = {
  please_restart_the_process: "The sign-in took too long or was interrupted. Please start again.",
  internal_server_error: "Something went wrong on our side. Please try again.",
  account_not_linked: "This account is not linked to the one you signed in with.",
  signup_disabled: "New accounts can't be created right now.",
};

/** The auth error page: /auth-error?error=<code>. */
export function AuthErrorPage() {
  usePageTitle("Something went wrong");
  const code = useLocation().query.get("error") ?? "unknown";
  const text = AUTH_ERRORS[code.toLowerCase()] ?? linkErrorText(code);
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
