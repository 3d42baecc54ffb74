import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import type { Loaded } from "../../hooks/use-loader";
import { useText } from "../../i18n/use-text";
import { currentSessionFirst } from "./current-session-first";
import { describeDevice, formatDate } from "./describe-device";
import { RevokeSessionButton } from "./RevokeSessionButton";

export interface ListedSession {
  id: string;
  token: string;
  userAgent?: string | null | undefined;
  ipAddress?: string | null | undefined;
  createdAt: Date | string;
  expiresAt: Date | string;
}

/** Every signed-in device, this one marked; each other one can be signed out. */
export function SessionsSection(props: {
  currentSessionId: string;
  sessions: Loaded<ListedSession[]>;
}) {
  const { sessions, currentSessionId } = props;
  const revokeOthers = useAction();
  const { t } = useText();
  const listed = currentSessionFirst(sessions.data ?? [], currentSessionId);
  const others = listed.filter((session) => session.id !== currentSessionId);

  const signOutOthers = async () => {
    const { error } = await revokeOthers.run(() => authClient.revokeOtherSessions());
    if (!error) await sessions.reload();
  };

  return (
    <Section id="sessions" title={t("sessions.title")} description={t("sessions.description")}>
      {sessions.loading && !sessions.data ? <Spinner label={t("sessions.loading")} /> : null}
      {sessions.error ? <Notice tone="error">{errorText(sessions.error)}</Notice> : null}
      <ul className="list" aria-label={t("sessions.listLabel")}>
        {listed.map((session) => {
          const current = session.id === currentSessionId;
          return (
            <li key={session.id} className="list-item" data-session-id={session.id}>
              <div className="grow">
                <div className="list-title">
                  {describeDevice(session.userAgent)}{" "}
                  {current ? (
                    <span className="badge badge-ok">{t("sessions.thisDevice")}</span>
                  ) : null}
                </div>
                <div className="muted small">
                  {session.ipAddress ? `${session.ipAddress} · ` : ""}
                  {t("sessions.signedIn", { date: formatDate(session.createdAt) })}
                </div>
              </div>
              {current ? null : (
                <RevokeSessionButton token={session.token} onRevoked={sessions.reload} />
              )}
            </li>
          );
        })}
      </ul>
      <FormError message={revokeOthers.error ? errorText(revokeOthers.error) : null} />
      <Button
        variant="secondary"
        onClick={signOutOthers}
        pending={revokeOthers.pending}
        pendingLabel={t("header.signingOut")}
        disabled={others.length === 0}
      >
        {t("sessions.signOutOthers")}
      </Button>
    </Section>
  );
}
