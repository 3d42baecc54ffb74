import { authClient } from "../../auth-client";
import { ConfirmButton } from "../../components/ConfirmButton";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";

export function UnlinkAccountButton(props: {
  providerId: string;
  accountId: string;
  providerName: string;
  onUnlinked: () => Promise<void>;
}) {
  const action = useAction();
  const { t } = useText();
  const unlink = async () => {
    const { error } = await action.run(() =>
      authClient.unlinkAccount({ providerId: props.providerId, accountId: props.accountId }),
    );
    if (!error) await props.onUnlinked();
  };
  return (
    <div className="list-action">
      <ConfirmButton
        variant="ghost"
        aria-label={t("linked.unlinkNamed", { provider: props.providerName })}
        question={t("linked.unlinkQuestion", { provider: props.providerName })}
        confirmLabel={t("linked.unlink")}
        pending={action.pending}
        onConfirm={unlink}
      >
        {t("linked.unlink")}
      </ConfirmButton>
      {action.error ? (
        <p className="field-error" role="alert">
          {errorText(action.error)}
        </p>
      ) : null}
    </div>
  );
}
