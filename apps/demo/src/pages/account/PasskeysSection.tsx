import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { atMost, PASSKEY_NAME_LENGTH, required } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { useLoader } from "../../hooks/use-loader";
import { useText } from "../../i18n/use-text";
import { PasskeyRow } from "./PasskeyRow";

/** Whether this browser can create passkeys at all (WebAuthn). */
const webAuthnAvailable = () => typeof window.PublicKeyCredential === "function";

/**
 * Passkeys: sign in with the device's lock instead of a password. Added here with a name (the
 * browser asks the device), listed with how they are kept, renamed, removed after being asked.
 */
export function PasskeysSection() {
  const passkeys = useLoader(() => authClient.passkey.listUserPasskeys());
  const form = useForm({
    initial: { name: "" },
    checks: { name: [required("passkeys.nameRequired"), atMost(PASSKEY_NAME_LENGTH.max)] },
    labels: { name: "passkeys.name" },
  });
  const [added, setAdded] = useState<string | null>(null);
  const adding = useAction();
  const { t } = useText();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    if (!form.validate()) return;
    const name = form.values.name.trim();
    const { error } = await adding.run(() => authClient.passkey.addPasskey({ name }));
    if (error) return form.showServerError(error);
    setAdded(name);
    form.reset();
    await passkeys.reload();
  };

  return (
    <Section id="passkeys" title={t("passkeys.title")} description={t("passkeys.description")}>
      {added ? <Notice tone="success">{t("passkeys.added", { name: added })}</Notice> : null}
      <ul className="list" aria-label={t("passkeys.title")}>
        {(passkeys.data ?? []).map((passkey) => (
          <PasskeyRow
            key={`${passkey.id}-${passkey.name ?? ""}`}
            passkey={passkey}
            onChanged={passkeys.reload}
          />
        ))}
      </ul>
      {passkeys.data?.length === 0 ? <p className="muted">{t("passkeys.none")}</p> : null}
      {webAuthnAvailable() ? (
        <form onSubmit={add} noValidate className="inline-form">
          <TextField
            id="new-passkey-name"
            label={t("passkeys.name")}
            autoComplete="off"
            placeholder={t("passkeys.namePlaceholder")}
            {...form.field("name")}
          />
          <FormError message={form.formError} />
          <Button type="submit" pending={adding.pending} pendingLabel={t("passkeys.adding")}>
            {t("passkeys.add")}
          </Button>
        </form>
      ) : (
        <p className="muted">{t("passkeys.unsupported")}</p>
      )}
    </Section>
  );
}
