import type { SessionData } from "../../auth-client";
import { authClient } from "../../auth-client";
import { useLoader } from "../../hooks/use-loader";
import { usePageTitle } from "../../hooks/use-page-title";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { EmailSection } from "./EmailSection";
import { LinkedAccountsSection } from "./LinkedAccountsSection";
import { PasswordSection } from "./PasswordSection";
import { ProfileSection } from "./ProfileSection";
import { SessionsSection } from "./SessionsSection";
import { UsernameSection } from "./UsernameSection";

/** Account settings; rendered only with a session (see App). */
export function AccountPage({ session }: { session: SessionData }) {
  usePageTitle("Account settings");
  const sessions = useLoader(() => authClient.listSessions());
  const { user } = session;
  return (
    <main className="page">
      <header className="page-header">
        <h1>Account settings</h1>
        <p className="muted">Manage your profile, how you sign in and where you're signed in.</p>
      </header>
      <div className="sections">
        <ProfileSection key={`profile-${user.id}`} user={user} />
        <UsernameSection key={`username-${user.username ?? ""}`} current={user.username ?? null} />
        <EmailSection email={user.email} verified={user.emailVerified} />
        <PasswordSection onSessionsChanged={sessions.reload} />
        <SessionsSection currentSessionId={session.session.id} sessions={sessions} />
        <LinkedAccountsSection />
        <DeleteAccountSection email={user.email} />
      </div>
    </main>
  );
}
