import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError } from "../../components/Notice";
import { Section } from "../../components/Section";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { navigate } from "../../router/router";
import type { AdminViewedUser } from "./admin-user";

/** Signs the admin in as the user for up to an hour; a banner offers the way back. */
export function ImpersonateSection({ user }: { user: AdminViewedUser }) {
  const action = useAction();
  const impersonate = async () => {
    const { error } = await action.run(() => authClient.admin.impersonateUser({ userId: user.id }));
    if (!error) navigate("/account");
  };
  return (
    <Section
      id="impersonate"
      title="Act as this user"
      description="See the app exactly as they do, to help them or check a problem. You stay an admin: a banner on every page takes you back."
    >
      <FormError message={action.error ? errorText(action.error) : null} />
      <Button
        variant="secondary"
        onClick={impersonate}
        pending={action.pending}
        pendingLabel="Switching…"
        disabled={Boolean(user.banned)}
        title={user.banned ? "Banned users can't be impersonated: unban them first." : undefined}
      >
        Impersonate {user.name || user.email}
      </Button>
      {user.banned ? (
        <p className="muted small">Banned users can't be impersonated: unban them first.</p>
      ) : null}
    </Section>
  );
}
