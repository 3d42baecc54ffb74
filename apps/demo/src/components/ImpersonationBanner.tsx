import { authClient } from "../auth-client";
import { errorText } from "../errors/error-text";
import { useAction } from "../hooks/use-action";
import { useText } from "../i18n/use-text";
import { navigate } from "../router/router";
import { Button } from "./Button";
import "./impersonation-banner.css";

/**
 * On every page while an admin acts as someone else (the session's impersonatedBy is set):
 * whose account this is, and the way back to the admin's own session.
 */
export function ImpersonationBanner() {
  const session = authClient.useSession();
  const stop = useAction();
  const { t, rich } = useText();
  const data = session.data;
  if (!data?.session.impersonatedBy) return null;
  const { user } = data;

  const stopImpersonating = async () => {
    const { error } = await stop.run(() => authClient.admin.stopImpersonating());
    if (error) return;
    await session.refetch();
    navigate(`/admin/user?id=${encodeURIComponent(user.id)}`);
  };

  return (
    <section className="impersonation-banner" aria-label={t("impersonation.label")}>
      <p>
        {rich(user.name ? "impersonation.usingNamed" : "impersonation.using", {
          name: <strong className="long-text">{user.name || user.email}</strong>,
          email: <span className="long-text">{user.email}</span>,
        })}
      </p>
      <Button
        variant="secondary"
        onClick={stopImpersonating}
        pending={stop.pending}
        pendingLabel={t("impersonation.switchingBack")}
      >
        {t("impersonation.stop")}
      </Button>
      {stop.error ? (
        <p className="impersonation-error" role="alert">
          {errorText(stop.error)}
        </p>
      ) : null}
    </section>
  );
}
