import { AuthCard } from "../../components/AuthCard";
import { usePageTitle } from "../../hooks/use-page-title";
import { Link } from "../../router/Link";

/** What a signed-in person without the admin role sees at /admin. */
export function NotAllowedPage() {
  usePageTitle("Not allowed");
  return (
    <AuthCard
      title="You're not allowed here"
      subtitle="The Admin area is for administrators. Your account doesn't have the admin role; ask an administrator if you need it."
    >
      <Link className="button button-primary button-block" to="/account">
        Back to your account
      </Link>
    </AuthCard>
  );
}
