import { AuthCard } from "../components/AuthCard";
import { Notice } from "../components/Notice";
import { linkErrorText } from "../errors/link-error-text";
import { usePageTitle } from "../hooks/use-page-title";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

/** Where the deletion link lands once the account is gone (or why it is not). */
export function AccountDeletedPage() {
  const error = useLocation().query.get("error");
  usePageTitle(error ? "Account not deleted" : "Account deleted");
  if (error) {
    return (
      <AuthCard
        title="Your account was not deleted"
        footer={<Link to="/account">Back to your account</Link>}
      >
        <Notice tone="error">{linkErrorText(error)}</Notice>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Your account is deleted"
      footer={<Link to="/sign-up">Create a new account</Link>}
    >
      <Notice tone="success">
        Your account, its sessions and its sign-in methods are gone for good.
      </Notice>
    </AuthCard>
  );
}
