import type { AuthResult } from "@tollgate/auth-client-react";
import type { FormEvent } from "react";
import { Button } from "../../../components/Button";
import { FormError } from "../../../components/Notice";
import { TextField } from "../../../components/TextField";
import { required } from "../../../forms/field-checks";
import { useForm } from "../../../forms/use-form";
import { useAction } from "../../../hooks/use-action";
import { useText } from "../../../i18n/use-text";

/**
 * "Enter your password to continue": what turning two-factor on or off and new backup codes
 * ask first. `send` makes the call with the password; `onDone` gets its answer's data.
 */
export function PasswordPrompt<Data>(props: {
  id: string;
  submitLabel: string;
  pendingLabel: string;
  danger?: boolean;
  send: (password: string) => Promise<AuthResult<Data>>;
  onDone: (data: Data) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    initial: { password: "" },
    checks: { password: [required("field.passwordRequired")] },
    serverCodes: { password: ["INVALID_PASSWORD"] },
  });
  const action = useAction();
  const { t } = useText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { data, error } = await action.run(() => props.send(form.values.password));
    if (error) form.showServerError(error);
    else props.onDone(data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        id={`${props.id}-password`}
        label={t("twoFactor.password")}
        type="password"
        autoComplete="current-password"
        autoFocus
        {...form.field("password")}
      />
      <FormError message={form.formError} />
      <div className="button-row">
        <Button
          type="submit"
          variant={props.danger ? "danger" : "primary"}
          pending={action.pending}
          pendingLabel={props.pendingLabel}
          disabled={!form.values.password}
        >
          {props.submitLabel}
        </Button>
        <Button variant="ghost" onClick={props.onCancel} disabled={action.pending}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
