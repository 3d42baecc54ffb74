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
  if (props.noPassword) {
    return (
      <Section id="password" title="Password">
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
  const [saved, setSaved] = useState<string | null>(null);
  const action = useAction();

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
    setSaved(
      revokeOtherSessions
        ? "Password changed. Your other devices were signed out."
        : "Password changed.",
    );
    onSessionsChanged();
  };

  return (
    <Section id="password" title="Password">
      <form onSubmit={submit} noValidate>
        <TextField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field("currentPassword")}
        />
        <TextField
          id="change-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          {...form.field("newPassword")}
          hint="At least 8 characters."
        />
        <CheckboxField
          id="revoke-other-sessions"
          label="Sign out of other devices"
          checked={revokeOtherSessions}
          onChange={setRevokeOtherSessions}
        />
        <FormError message={form.formError} />
        {saved ? <Notice tone="success">{saved}</Notice> : null}
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel="Saving…"
          disabled={!form.values.currentPassword || !form.values.newPassword}
        >
          Change password
        </Button>
      </form>
    </Section>
  );
}
