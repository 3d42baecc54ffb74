import { authClient } from "../auth-client";
import { AuthCard } from "../components/AuthCard";
import { Notice } from "../components/Notice";
import { ResendVerification } from "../components/ResendVerification";
import { Spinner } from "../components/Spinner";
import { linkErrorText } from "../errors/link-error-text";
import { usePageTitle } from "../hooks/use-page-title";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

/** Where the verification link lands: verified (and signed in), or why not. */
export function VerifiedPage() {
  const { query } = useLocation();
  const error = query.get("error");
  // The server cleared a password chosen before the address was verified, in another browser.
  const passwordResetRequired = query.get("password_reset_required") === "true";
  const session = authClient.useSession();
  usePageTitle(error ? "Email not verified" : "Email verified");
  if (error) {
    return (
      <AuthCard
        title="We couldn't verify your email"
        footer={<Link to="/sign-in">Back to sign in</Link>}
      >
        <Notice tone="error">{linkErrorText(error)}</Notice>
        <ResendVerification initialEmail="" />
      </AuthCard>
    );
  }
  if (session.isPending) {
    return (
      <AuthCard title="Verifying…">
        <Spinner label="Loading your account" />
      </AuthCard>
    );
  }
  const user = session.data?.user;
  return (
    <AuthCard title="Your email is verified">
      <div className="success-mark" aria-hidden="true">
        ✓
      </div>
      {passwordResetRequired && (
        <Notice tone="info">
          This link was opened in a different browser from the one that created the account, so the
          password chosen then no longer works.{" "}
          <Link to="/forgot-password">Choose a new password</Link> to sign in with one.
        </Notice>
      )}
      {user ? (
        <>
          <p className="center">
            You're signed in as <strong className="long-text">{user.email}</strong>.
          </p>
          <Link className="button button-primary button-block" to="/account">
            Go to your account
          </Link>
        </>
      ) : (
        <>
          <p className="center">Thanks for confirming your address. You can sign in now.</p>
          <Link className="button button-primary button-block" to="/sign-in">
            Sign in
          </Link>
        </>
      )}
    </AuthCard>
  );
}
