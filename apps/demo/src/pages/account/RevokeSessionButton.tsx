import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";

export function RevokeSessionButton({
  token,
  onRevoked,
}: {
  token: string;
  onRevoked: () => Promise<void>;
}) {
  const action = useAction();
  const { t } = useText();
  const revoke = async () => {
    const { error } = await action.run(() => authClient.revokeSession({ token }));
    if (!error) await onRevoked();
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
