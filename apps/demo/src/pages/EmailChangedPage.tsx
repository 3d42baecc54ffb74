import { authClient } from "../auth-client";
import { AuthCard } from "../components/AuthCard";
import { Notice } from "../components/Notice";
import { Spinner } from "../components/Spinner";
import { UnverifiedAddressNotice } from "../components/UnverifiedAddressNotice";
import { linkErrorText } from "../errors/link-error-text";
import { usePageTitle } from "../hooks/use-page-title";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

/**
 * Where the links of an email change land. The confirmation link (mailed to the old address)
 * moves the account to the new address, which is then unverified and gets a link of its own;
 * that second link lands here too, verified.
 */
export function EmailChangedPage() {
  const error = useLocation().query.get("error");
  const session = authClient.useSession();
  const user = session.data?.user;
  usePageTitle(
    error ? "Email not changed" : user?.emailVerified ? "New email verified" : "Email changed",
  );

  if (error) {
    return (
      <AuthCard
        title="We couldn't change your email"
        footer={<Link to="/account">Back to your account</Link>}
      >
        <Notice tone="error">{linkErrorText(error)}</Notice>
      </AuthCard>
    );
  }
  if (session.isPending) {
    return (
      <AuthCard title="Changing your email…">
        <Spinner label="Loading your account" />
      </AuthCard>
    );
  }
  if (!user) {
    return (
      <AuthCard title="Sign in to see your account">
        <p className="center">Sign in with your new email address to continue.</p>
        <Link className="button button-primary button-block" to="/sign-in">
          Sign in
        </Link>
      </AuthCard>
    );
  }
  if (user.emailVerified) {
    return (
      <AuthCard title="Your new email address is verified">
        <div className="success-mark" aria-hidden="true">
          ✓
        </div>
        <p className="center">
          Your account uses <strong className="long-text">{user.email}</strong> from now on.
        </p>
        <Link className="button button-primary button-block" to="/account">
          Go to your account
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Your email address is changed">
      <p>
        Your account now uses <strong className="long-text">{user.email}</strong>. Sign in with it
        from now on.
      </p>
      <UnverifiedAddressNotice email={user.email} />
      <Link className="button button-primary button-block spaced" to="/account">
        Go to your account
      </Link>
    </AuthCard>
  );
}
