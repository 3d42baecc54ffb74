import type { SessionData } from "../../auth-client";
import { authClient } from "../../auth-client";
import { useLoader } from "../../hooks/use-loader";
import { usePageTitle } from "../../hooks/use-page-title";
import { useSignInProviders } from "../../hooks/use-sign-in-providers";
import { useText } from "../../i18n/use-text";
import { RecentActivitySection } from "../audit/RecentActivitySection";
import { BillingSection } from "../billing/BillingSection";
import { ApiKeysSection } from "./ApiKeysSection";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { EmailSection } from "./EmailSection";
import { LinkedAccountsSection, methodName } from "./LinkedAccountsSection";
import { CREDENTIAL_PROVIDER } from "./linked-account";
import { PasskeysSection } from "./PasskeysSection";
import { PasswordSection } from "./PasswordSection";
import { ProfileSection } from "./ProfileSection";
import { SessionsSection } from "./SessionsSection";
import { TwoFactorSection } from "./two-factor/TwoFactorSection";
import { UsernameSection } from "./UsernameSection";

/** Account settings; rendered only with a session (see App). */
export function AccountPage({ session }: { session: SessionData }) {
  const { t, list } = useText();
  usePageTitle(t("account.title"));
  const sessions = useLoader(() => authClient.listSessions());
  const accounts = useLoader(() => authClient.listAccounts());
  const providers = useSignInProviders();
  const { user } = session;
  // Known once the accounts are: only providers, no password.
  const methods = accounts.data ?? [];
  const noPassword =
    methods.length > 0 && !methods.some((account) => account.provider === CREDENTIAL_PROVIDER)
      ? list(methods.map((account) => methodName(account.provider, providers)))
      : null;
  return (
    <main className="page">
      <header className="page-header">
        <h1>{t("account.title")}</h1>
        <p className="muted">{t("account.subtitle")}</p>
      </header>
      <div className="sections">
        <ProfileSection key={`profile-${user.id}`} user={user} />
        <UsernameSection key={`username-${user.username ?? ""}`} current={user.username ?? null} />
        <EmailSection email={user.email} verified={user.emailVerified} />
        <PasswordSection
          onSessionsChanged={sessions.reload}
          email={user.email}
          noPassword={noPassword}
        />
        <PasskeysSection />
        <TwoFactorSection
          enabled={user.twoFactorEnabled === true}
          email={user.email}
          withoutPassword={noPassword !== null}
        />
        <SessionsSection currentSessionId={session.session.id} sessions={sessions} />
        <RecentActivitySection />
        <LinkedAccountsSection accounts={accounts} />
        <BillingSection />
        <ApiKeysSection />
        <DeleteAccountSection email={user.email} />
      </div>
    </main>
  );
}
