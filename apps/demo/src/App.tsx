import { EMAIL_CHANGED_PATH, VERIFIED_PATH } from "../shared/paths";
import { authClient } from "./auth-client";
import { AppFooter } from "./components/AppFooter";
import { AppHeader } from "./components/AppHeader";
import { Spinner } from "./components/Spinner";
import { AccountDeletedPage } from "./pages/AccountDeletedPage";
import { AuthErrorPage } from "./pages/AuthErrorPage";
import { AccountPage } from "./pages/account/AccountPage";
import { CheckEmailPage } from "./pages/CheckEmailPage";
import { EmailChangedPage } from "./pages/EmailChangedPage";
import { ForgotPasswordPage } from "./pages/ForgotPasswordPage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { ResetPasswordPage } from "./pages/ResetPasswordPage";
import { SignInPage } from "./pages/SignInPage";
import { SignUpPage } from "./pages/SignUpPage";
import { VerifiedPage } from "./pages/VerifiedPage";
import { Redirect } from "./router/Redirect";
import { useLocation } from "./router/router";

const SIGNED_OUT_SCREENS: Record<string, () => React.JSX.Element> = {
  "/sign-in": SignInPage,
  "/sign-up": SignUpPage,
  "/forgot-password": ForgotPasswordPage,
};

const OPEN_SCREENS: Record<string, () => React.JSX.Element> = {
  "/check-email": CheckEmailPage,
  [VERIFIED_PATH]: VerifiedPage,
  [EMAIL_CHANGED_PATH]: EmailChangedPage,
  "/reset-password": ResetPasswordPage,
  "/auth-error": AuthErrorPage,
  "/account-deleted": AccountDeletedPage,
};

function Screen() {
  const { pathname } = useLocation();
  const session = authClient.useSession();
  const Open = OPEN_SCREENS[pathname];
  if (Open) return <Open />;
  if (session.isPending) {
    return (
      <main className="page center">
        <Spinner label="Loading" />
      </main>
    );
  }
  const SignedOut = SIGNED_OUT_SCREENS[pathname];
  if (session.data) {
    if (pathname === "/account") return <AccountPage session={session.data} />;
    if (SignedOut || pathname === "/") return <Redirect to="/account" />;
  } else {
    if (SignedOut) return <SignedOut />;
    if (pathname === "/" || pathname === "/account") return <Redirect to="/sign-in" />;
  }
  return <NotFoundPage />;
}

export function App() {
  return (
    <div className="app">
      <AppHeader />
      <Screen />
      <AppFooter />
    </div>
  );
}
