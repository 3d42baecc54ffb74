import { AuthCard } from "../components/AuthCard";
import { DevMailboxLink } from "../components/DevMailboxLink";
import { ResendVerification } from "../components/ResendVerification";
import { usePageTitle } from "../hooks/use-page-title";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

export function CheckEmailPage() {
  usePageTitle("Check your email");
  const email = useLocation().query.get("email") ?? "";
  return (
    <AuthCard
      title="Check your email"
      subtitle={
        <>
          We sent a link to <strong className="long-text">{email || "your address"}</strong>. Open
          it to verify your address and you'll be signed in.
        </>
      }
      footer={<Link to="/sign-in">Back to sign in</Link>}
    >
      <div className="mail-illustration" aria-hidden="true">
        ✉
      </div>
      <DevMailboxLink prominent />
      <details className="disclosure">
        <summary>Didn't get it?</summary>
        <p className="muted">Check your spam folder, or send a new link.</p>
        <ResendVerification initialEmail={email} />
      </details>
    </AuthCard>
  );
}
