import { authClient } from "../auth-client";
import { errorText } from "../errors/error-text";
import { useAction } from "../hooks/use-action";
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
    <section className="impersonation-banner" aria-label="Impersonation">
      <p>
        You are using <strong className="long-text">{user.name || user.email}</strong>'s account
        {user.name ? <span className="long-text"> ({user.email})</span> : null} as an admin.
      </p>
      <Button
        variant="secondary"
        onClick={stopImpersonating}
        pending={stop.pending}
        pendingLabel="Switching back…"
      >
        Stop impersonating
      </Button>
      {stop.error ? (
        <p className="impersonation-error" role="alert">
          {errorText(stop.error)}
        </p>
      ) : null}
    </section>
  );
}
