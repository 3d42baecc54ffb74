import type { SessionData } from "../../auth-client";
import { authClient } from "../../auth-client";
import { Notice } from "../../components/Notice";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../errors/error-text";
import { useLoader } from "../../hooks/use-loader";
import { usePageTitle } from "../../hooks/use-page-title";
import { useText } from "../../i18n/use-text";
import { Link } from "../../router/Link";
import { useLocation } from "../../router/router";
import { formatDate } from "../account/describe-device";
import { AdminOnly } from "./AdminOnly";
import { BanSection } from "./BanSection";
import { ImpersonateSection } from "./ImpersonateSection";
import { RemoveUserSection } from "./RemoveUserSection";
import { RoleSection } from "./RoleSection";
import { SetPasswordSection } from "./SetPasswordSection";
import { UserBadges } from "./UserBadges";
import { UserSessionsSection } from "./UserSessionsSection";
import "./admin.css";

/** /admin/user?id=…: one user, and everything an administrator can do to them. */
export function AdminUserPage({ session }: { session: SessionData }) {
  const { query } = useLocation();
  return (
    <AdminOnly user={session.user}>
      <UserScreen
        key={query.get("id") ?? ""}
        userId={query.get("id") ?? ""}
        currentUserId={session.user.id}
        currentSessionId={session.session.id}
      />
    </AdminOnly>
  );
}

function UserScreen(props: { userId: string; currentUserId: string; currentSessionId: string }) {
  const { userId, currentUserId, currentSessionId } = props;
  const user = useLoader(() => authClient.admin.getUser({ query: { id: userId } }));
  const shown = user.data;
  const { t, rich } = useText();
  usePageTitle(
    t("adminUser.pageTitle", {
      name: shown ? shown.name || shown.email : t("adminUsers.columnUser"),
    }),
  );
  const yourself = userId === currentUserId;

  return (
    <main className="page">
      <p className="back-link">
        <Link to="/admin">← {t("adminUser.allUsers")}</Link>
      </p>
      {user.loading && !shown ? <Spinner label={t("adminUser.loading")} /> : null}
      {user.error ? <Notice tone="error">{errorText(user.error)}</Notice> : null}
      {shown ? (
        <>
          <header className="page-header">
            <h1 className="long-text">{shown.name || shown.email}</h1>
            <p className="muted long-text">{shown.email}</p>
            <p className="user-facts">
              <UserBadges user={shown} />
              <span className="muted small">
                {t("adminUser.joined", { date: formatDate(shown.createdAt) })}
              </span>
            </p>
            {yourself ? (
              <Notice tone="info">
                {rich("adminUser.yourself", {
                  link: <Link to="/account">{t("adminUser.accountSettings")}</Link>,
                })}
              </Notice>
            ) : null}
          </header>
          <div className="sections">
            {/* Anew after every change to the user: a ban, say, ends their sessions. */}
            <UserSessionsSection
              key={String(shown.updatedAt)}
              userId={shown.id}
              currentSessionId={currentSessionId}
            />
            {yourself ? null : (
              <>
                <RoleSection user={shown} onChanged={user.reload} />
                <BanSection user={shown} onChanged={user.reload} />
                <SetPasswordSection userId={shown.id} />
                <ImpersonateSection user={shown} />
                <RemoveUserSection user={shown} />
              </>
            )}
          </div>
        </>
      ) : null}
    </main>
  );
}
