import { PRICING_PATH } from "../shared/billing";
import {
  ACCEPT_INVITATION_PATH,
  EMAIL_CHANGED_PATH,
  ORGANIZATION_PATH,
  TWO_FACTOR_PATH,
  VERIFIED_PATH,
} from "../shared/paths";
import { authClient, type SessionData } from "./auth-client";
import { AppFooter } from "./components/AppFooter";
import { AppHeader } from "./components/AppHeader";
import { ImpersonationBanner } from "./components/ImpersonationBanner";
import { Spinner } from "./components/Spinner";
import { usePersonScopedStores } from "./hooks/use-person-scoped-stores";
import { useText } from "./i18n/use-text";
import { AccountDeletedPage } from "./pages/AccountDeletedPage";
import { AuthErrorPage } from "./pages/AuthErrorPage";
import { AccountPage } from "./pages/account/AccountPage";
import { AdminUserPage } from "./pages/admin/AdminUserPage";
import { AdminUsersPage } from "./pages/admin/AdminUsersPage";
import { AdminAuditPage } from "./pages/audit/AdminAuditPage";
import { PricingPage } from "./pages/billing/PricingPage";
import { CheckEmailPage } from "./pages/CheckEmailPage";
import { EmailChangedPage } from "./pages/EmailChangedPage";
import { ForgotPasswordPage } from "./pages/ForgotPasswordPage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { AcceptInvitationPage } from "./pages/organization/AcceptInvitationPage";
import { OrganizationAddressPage } from "./pages/organization/OrganizationAddressPage";
import { OrganizationPage } from "./pages/organization/OrganizationPage";
import { ResetPasswordPage } from "./pages/ResetPasswordPage";
import { SignInPage } from "./pages/SignInPage";
import { SignUpPage } from "./pages/SignUpPage";
import { TwoFactorPage } from "./pages/two-factor/TwoFactorPage";
import { VerifiedPage } from "./pages/VerifiedPage";
import { afterSignIn } from "./router/after-sign-in";
import { Redirect } from "./router/Redirect";
import { useLocation } from "./router/router";

const SIGNED_OUT_SCREENS: Record<string, () => React.JSX.Element> = {
  "/sign-in": SignInPage,
  "/sign-up": SignUpPage,
  "/forgot-password": ForgotPasswordPage,
  [TWO_FACTOR_PATH]: TwoFactorPage,
};

const OPEN_SCREENS: Record<string, () => React.JSX.Element> = {
  "/check-email": CheckEmailPage,
  [VERIFIED_PATH]: VerifiedPage,
  [EMAIL_CHANGED_PATH]: EmailChangedPage,
  "/reset-password": ResetPasswordPage,
  "/auth-error": AuthErrorPage,
  "/account-deleted": AccountDeletedPage,
  [ACCEPT_INVITATION_PATH]: AcceptInvitationPage,
  [PRICING_PATH]: PricingPage,
};

/** Screens for a signed-in person; each gets the live session. */
const SIGNED_IN_SCREENS: Record<string, (props: { session: SessionData }) => React.JSX.Element> = {
  "/account": AccountPage,
  "/admin": AdminUsersPage,
  "/admin/user": AdminUserPage,
  "/admin/audit": AdminAuditPage,
  [ORGANIZATION_PATH]: OrganizationPage,
};

/** The slug of an organization's address, `/organization/<slug>`; else undefined. */
function organizationSlugOf(pathname: string): string | undefined {
  const prefix = `${ORGANIZATION_PATH}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = pathname.slice(prefix.length);
  const slug = safeDecode(rest);
  return slug && !slug.includes("/") ? slug : undefined;
}

/** The text of a path segment; a malformed escape (`%E0`) is none, so the page is not found. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return "";
  }
}

function Screen() {
  const { pathname, query } = useLocation();
  const session = authClient.useSession();
  const { t } = useText();
  const Open = OPEN_SCREENS[pathname];
  if (Open) return <Open />;
  if (session.isPending) {
    return (
      <main className="page center">
        <Spinner label={t("app.loading")} />
      </main>
    );
  }
  const SignedOut = SIGNED_OUT_SCREENS[pathname];
  const organizationSlug = organizationSlugOf(pathname);
  if (session.data) {
    const SignedIn = SIGNED_IN_SCREENS[pathname];
    // Keyed by user: whatever a screen loaded for one person is loaded again for the next.
    if (SignedIn) return <SignedIn key={session.data.user.id} session={session.data} />;
    if (organizationSlug)
      return <OrganizationAddressPage key={organizationSlug} slug={organizationSlug} />;
    if (SignedOut || pathname === "/") return <Redirect to={afterSignIn(query)} />;
  } else {
    if (SignedOut) return <SignedOut />;
    if (pathname === "/") return <Redirect to="/sign-in" />;
    // A deep link (a bookmark, a pasted address) comes back to its page after signing in.
    if (SIGNED_IN_SCREENS[pathname] || organizationSlug) {
      const search = query.toString();
      const next = `${pathname}${search ? `?${search}` : ""}`;
      return <Redirect to={`/sign-in?next=${encodeURIComponent(next)}`} />;
    }
  }
  return <NotFoundPage />;
}

export function App() {
  // Every screen re-renders in a newly chosen language.
  useText();
  const userId = authClient.useSession().data?.user.id;
  usePersonScopedStores(userId);
  return (
    <div className="app">
      <ImpersonationBanner />
      <AppHeader key={userId ?? ""} />
      <Screen />
      <AppFooter />
    </div>
  );
}
