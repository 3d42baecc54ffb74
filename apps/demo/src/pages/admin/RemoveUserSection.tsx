import { useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError } from "../../components/Notice";
import { Section } from "../../components/Section";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";
import { navigate } from "../../router/router";
import type { AdminViewedUser } from "./admin-user";

/** Deletes the user, their sessions and sign-in methods, after a second click to confirm. */
export function RemoveUserSection({ user }: { user: AdminViewedUser }) {
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  const { t, rich } = useText();
  const remove = async () => {
    const { error } = await action.run(() => authClient.admin.removeUser({ userId: user.id }));
    if (!error) navigate("/admin", { replace: true });
  };
  return (
    <Section
      id="remove"
      title={t("removeUser.title")}
      tone="danger"
      description={t("removeUser.description")}
    >
      <FormError message={action.error ? errorText(action.error) : null} />
      {confirming ? (
        <>
          <p>
            {rich("removeUser.confirmQuestion", {
              email: <strong className="long-text">{user.email}</strong>,
            })}
          </p>
          <div className="button-row">
            <Button
              variant="danger"
              onClick={remove}
              pending={action.pending}
              pendingLabel={t("removeUser.removing")}
            >
              {t("removeUser.confirm")}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={action.pending}>
              {t("common.cancel")}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t("removeUser.start")}
        </Button>
      )}
    </Section>
  );
}
