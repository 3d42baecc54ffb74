import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useLoader } from "../../hooks/use-loader";
import { useText } from "../../i18n/use-text";
import { describeDevice, formatDate } from "../account/describe-device";
import { RevokeUserSessionButton } from "./RevokeUserSessionButton";

/**
 * The user's unexpired sessions (impersonations marked): end one, or all of them. On the
 * admin's own page, the session in use is marked and kept (account settings sign it out).
 */
export function UserSessionsSection(props: { userId: string; currentSessionId: string }) {
  const { userId, currentSessionId } = props;
  const sessions = useLoader(async () => {
    const result = await authClient.admin.listUserSessions({ userId });
    return result.data
      ? { data: result.data.sessions, error: null }
      : { data: null, error: result.error };
  });
  const revokeAll = useAction();
  const { t } = useText();
  const listed = sessions.data ?? [];
  const yourself = listed.some((session) => session.id === currentSessionId);

  const signOutEverywhere = async () => {
    const { error } = await revokeAll.run(() => authClient.admin.revokeUserSessions({ userId }));
    if (!error) await sessions.reload();
  };

  return (
    <Section
      id="user-sessions"
      title={t("userSessions.title")}
      description={t("userSessions.description")}
    >
      {sessions.loading && !sessions.data ? <Spinner label={t("sessions.loading")} /> : null}
      {sessions.error ? <Notice tone="error">{errorText(sessions.error)}</Notice> : null}
      {sessions.data && listed.length === 0 ? (
        <p className="muted">{t("userSessions.none")}</p>
      ) : null}
      <ul className="list" aria-label={t("userSessions.listLabel")}>
        {listed.map((session) => (
          <li key={session.id} className="list-item" data-session-id={session.id}>
            <div className="grow">
              <div className="list-title">
                {describeDevice(session.userAgent)}{" "}
                {session.id === currentSessionId ? (
                  <span className="badge badge-ok">{t("sessions.thisDevice")}</span>
                ) : null}{" "}
                {session.impersonatedBy ? (
                  <span className="badge badge-warn">{t("userSessions.impersonation")}</span>
                ) : null}
              </div>
              <div className="muted small">
                {session.ipAddress ? `${session.ipAddress} · ` : ""}
                {t("sessions.signedIn", { date: formatDate(session.createdAt) })} ·{" "}
                {t("userSessions.ends", { date: formatDate(session.expiresAt) })}
              </div>
            </div>
            {session.id === currentSessionId ? null : (
              <RevokeUserSessionButton token={session.token} onRevoked={sessions.reload} />
            )}
          </li>
        ))}
      </ul>
      <FormError message={revokeAll.error ? errorText(revokeAll.error) : null} />
      {yourself ? null : (
        <Button
          variant="secondary"
          onClick={signOutEverywhere}
          pending={revokeAll.pending}
          pendingLabel={t("header.signingOut")}
          disabled={listed.length === 0}
        >
          {t("userSessions.signOutEverywhere")}
        </Button>
      )}
    </Section>
  );
}
