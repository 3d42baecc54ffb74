import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";

/** Ends one of the user's sessions (admin revoke-user-session). */
export function RevokeUserSessionButton(props: { token: string; onRevoked: () => Promise<void> }) {
  const action = useAction();
  const { t } = useText();
  const revoke = async () => {
    const { error } = await action.run(() =>
      authClient.admin.revokeUserSession({ sessionToken: props.token }),
    );
    if (!error) await props.onRevoked();
  };
  return (
    <div className="list-action">
      <Button
        variant="ghost"
        onClick={revoke}
        pending={action.pending}
        pendingLabel={t("header.signingOut")}
      >
        {t("header.signOut")}
      </Button>
      {action.error ? (
        <p className="field-error" role="alert">
          {errorText(action.error)}
        </p>
      ) : null}
    </div>
  );
}
