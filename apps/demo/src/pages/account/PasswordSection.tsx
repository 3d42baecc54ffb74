import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { CheckboxField } from "../../components/CheckboxField";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { placeError } from "../../errors/place-error";
import { useAction } from "../../hooks/use-action";

const ERROR_FIELDS = {
  currentPassword: ["INVALID_PASSWORD", "CREDENTIAL_ACCOUNT_NOT_FOUND"],
  newPassword: ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"],
} as const;

export function PasswordSection({ onSessionsChanged }: { onSessionsChanged: () => void }) {
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [revokeOtherSessions, setRevokeOtherSessions] = useState(true);
  const [saved, setSaved] = useState<string | null>(null);
  const action = useAction();
  const errors = placeError(action.error, ERROR_FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const { error } = await action.run(() =>
      authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions }),
    );
    if (error) return;
    setCurrentPassword("");
    setNewPassword("");
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
          value={currentPassword}
          onChange={setCurrentPassword}
          autoComplete="current-password"
          error={errors.fields.currentPassword}
        />
        <TextField
          id="change-new-password"
          label="New password"
          type="password"
          value={newPassword}
          onChange={setNewPassword}
          autoComplete="new-password"
          error={errors.fields.newPassword}
          hint="At least 8 characters."
        />
        <CheckboxField
          id="revoke-other-sessions"
          label="Sign out of other devices"
          checked={revokeOtherSessions}
          onChange={setRevokeOtherSessions}
        />
        <FormError message={errors.form} />
        {saved ? <Notice tone="success">{saved}</Notice> : null}
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel="Saving…"
          disabled={!currentPassword || !newPassword}
        >
          Change password
        </Button>
      </form>
    </Section>
  );
}
