import { AuthCard } from "../components/AuthCard";
import { usePageTitle } from "../hooks/use-page-title";
import { Link } from "../router/Link";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <AuthCard title="Page not found" subtitle="There is nothing at this address.">
      <Link className="button button-primary button-block" to="/">
        Go home
      </Link>
    </AuthCard>
  );
}
