import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { CheckboxField } from "../../components/CheckboxField";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { newPassword, required } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";
import { SetPasswordByMail } from "./SetPasswordByMail";

/**
 * Change the password; an account without one (signed up through a provider) is offered a
 * mailed link to set one instead. `noPassword` names its methods, e.g. "GitHub".
 */
export function PasswordSection(props: {
  onSessionsChanged: () => void;
  email: string;
  noPassword: string | null;
}) {
  const { t } = useText();
  if (props.noPassword) {
    return (
      <Section id="password" title={t("field.password")}>
        <SetPasswordByMail email={props.email} methods={props.noPassword} />
      </Section>
    );
  }
  return <ChangePasswordForm onSessionsChanged={props.onSessionsChanged} />;
}

function ChangePasswordForm({ onSessionsChanged }: { onSessionsChanged: () => void }) {
  const form = useForm({
    initial: { currentPassword: "", newPassword: "" },
    checks: {
      currentPassword: [required("field.currentPasswordRequired")],
      newPassword: [newPassword],
    },
    serverCodes: {
      currentPassword: ["INVALID_PASSWORD", "CREDENTIAL_ACCOUNT_NOT_FOUND"],
      newPassword: ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"],
    },
  });
  const [revokeOtherSessions, setRevokeOtherSessions] = useState(true);
  /** Whether the change signed the other devices out, once it is saved. */
  const [saved, setSaved] = useState<{ othersSignedOut: boolean } | null>(null);
  const action = useAction();
  const { t } = useText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (!form.validate()) return;
    const { currentPassword, newPassword: chosen } = form.values;
    const { error } = await action.run(() =>
      authClient.changePassword({ currentPassword, newPassword: chosen, revokeOtherSessions }),
    );
    if (error) {
      form.showServerError(error);
      return;
    }
    form.reset();
    setSaved({ othersSignedOut: revokeOtherSessions });
    onSessionsChanged();
  };

  return (
    <Section id="password" title={t("field.password")}>
      <form onSubmit={submit} noValidate>
        <TextField
          id="current-password"
          label={t("password.current")}
          type="password"
          autoComplete="current-password"
          {...form.field("currentPassword")}
        />
        <TextField
          id="change-new-password"
          label={t("field.newPassword")}
          type="password"
          autoComplete="new-password"
          {...form.field("newPassword")}
          hint={t("signUp.passwordHint")}
        />
        <CheckboxField
          id="revoke-other-sessions"
          label={t("password.signOutOthers")}
          checked={revokeOtherSessions}
          onChange={setRevokeOtherSessions}
        />
        <FormError message={form.formError} />
        {saved ? (
          <Notice tone="success">
            {saved.othersSignedOut ? t("password.changedOthersOut") : t("password.changed")}
          </Notice>
        ) : null}
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel={t("common.saving")}
          disabled={!form.values.currentPassword || !form.values.newPassword}
        >
          {t("password.submit")}
        </Button>
      </form>
    </Section>
  );
}
