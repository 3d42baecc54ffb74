import { useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError } from "../../components/Notice";
import { Section } from "../../components/Section";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { navigate } from "../../router/router";
import type { AdminViewedUser } from "./admin-user";

/** Deletes the user, their sessions and sign-in methods, after a second click to confirm. */
export function RemoveUserSection({ user }: { user: AdminViewedUser }) {
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  const remove = async () => {
    const { error } = await action.run(() => authClient.admin.removeUser({ userId: user.id }));
    if (!error) navigate("/admin", { replace: true });
  };
  return (
    <Section
      id="remove"
      title="Remove user"
      tone="danger"
      description="Deletes the account with its sessions and sign-in methods. It can't be undone."
    >
      <FormError message={action.error ? errorText(action.error) : null} />
      {confirming ? (
        <>
          <p>
            Remove <strong className="long-text">{user.email}</strong> for good?
          </p>
          <div className="button-row">
            <Button
              variant="danger"
              onClick={remove}
              pending={action.pending}
              pendingLabel="Removing…"
            >
              Yes, remove this user
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={action.pending}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Remove user…
        </Button>
      )}
    </Section>
  );
}
