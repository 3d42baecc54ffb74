import type { FormEvent } from "react";
import { authClient } from "../../../auth-client";
import { Button } from "../../../components/Button";
import { FormError } from "../../../components/Notice";
import { QrCode } from "../../../components/QrCode";
import { TextField } from "../../../components/TextField";
import { required } from "../../../forms/field-checks";
import { useForm } from "../../../forms/use-form";
import { useAction } from "../../../hooks/use-action";
import { useText } from "../../../i18n/use-text";
import { totpSecretOf } from "./totp-secret";

/**
 * Setting up the authenticator app: its QR code and key, then its first code. Two-factor is on
 * only once that code checks out (the server's rule); `onConfirmed` follows.
 */
export function TotpSetup(props: {
  totpURI: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const form = useForm({
    initial: { code: "" },
    checks: { code: [required("twoFactorStep.codeRequired")] },
    serverCodes: { code: ["INVALID_CODE"] },
  });
  const action = useAction();
  const { t } = useText();
  const secret = totpSecretOf(props.totpURI);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const code = form.values.code.replace(/\s/g, "");
    const { error } = await action.run(() => authClient.twoFactor.verifyTotp({ code }));
    if (error) form.showServerError(error);
    else props.onConfirmed();
  };

  return (
    <div className="totp-setup">
      <p>{t("twoFactor.scan")}</p>
      <QrCode value={props.totpURI} label={t("twoFactor.qrLabel")} />
      {secret ? (
        <p className="totp-secret">
          {t("twoFactor.manualEntry")}{" "}
          <code data-testid="totp-secret" className="long-text">
            {secret}
          </code>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <TextField
          id="totp-setup-code"
          label={t("twoFactor.setupCode")}
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={t("twoFactor.setupCodeHint")}
          {...form.field("code")}
        />
        <FormError message={form.formError} />
        <div className="button-row">
          <Button type="submit" pending={action.pending} pendingLabel={t("twoFactorStep.pending")}>
            {t("twoFactor.confirm")}
          </Button>
          <Button variant="ghost" onClick={props.onCancel} disabled={action.pending}>
            {t("common.cancel")}
          </Button>
        </div>
      </form>
    </div>
  );
}
