import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { ConfirmButton } from "../../components/ConfirmButton";
import { FormError } from "../../components/Notice";
import { TextField } from "../../components/TextField";
import { errorText } from "../../errors/error-text";
import { atMost, PASSKEY_NAME_LENGTH, required } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";
import { type ListedPasskey, passkeyDetails, passkeyName } from "./passkey-row-text";
import "./passkeys.css";

/** One passkey: its name and details, renamed in place, removed after being asked. */
export function PasskeyRow(props: { passkey: ListedPasskey; onChanged: () => Promise<void> }) {
  const { passkey } = props;
  const text = useText();
  const { t } = text;
  const name = passkeyName(passkey, t);
  const [renaming, setRenaming] = useState(false);
  const form = useForm({
    initial: { name: passkey.name ?? "" },
    checks: { name: [required("passkeys.nameRequired"), atMost(PASSKEY_NAME_LENGTH.max)] },
    labels: { name: "passkeys.name" },
  });
  const rename = useAction();
  const removal = useAction();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { error } = await rename.run(() =>
      authClient.passkey.updatePasskey({ id: passkey.id, name: form.values.name.trim() }),
    );
    if (error) return form.showServerError(error);
    setRenaming(false);
    await props.onChanged();
  };
  const remove = async () => {
    const { error } = await removal.run(() => authClient.passkey.deletePasskey({ id: passkey.id }));
    if (!error) await props.onChanged();
  };

  return (
    <li className="list-item passkey-row" data-passkey-name={passkey.name ?? ""}>
      {renaming ? (
        <form onSubmit={save} noValidate className="grow">
          <TextField
            id={`passkey-name-${passkey.id}`}
            label={t("passkeys.name")}
            autoComplete="off"
            {...form.field("name")}
          />
          <FormError message={form.formError} />
          <div className="button-row">
            <Button type="submit" pending={rename.pending} pendingLabel={t("common.saving")}>
              {t("passkeys.saveName")}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                form.reset();
                setRenaming(false);
              }}
            >
              {t("common.cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="grow">
            <div className="list-title">{name}</div>
            <div className="muted small">{passkeyDetails(passkey, text)}</div>
            <FormError message={removal.error ? errorText(removal.error) : null} />
          </div>
          <div className="button-row">
            <Button variant="secondary" onClick={() => setRenaming(true)}>
              {t("passkeys.rename")}
            </Button>
            <ConfirmButton
              variant="ghost"
              question={t("passkeys.removeQuestion", { name })}
              confirmLabel={t("common.remove")}
              pending={removal.pending}
              onConfirm={remove}
            >
              {t("common.remove")}
            </ConfirmButton>
          </div>
        </>
      )}
    </li>
  );
}
