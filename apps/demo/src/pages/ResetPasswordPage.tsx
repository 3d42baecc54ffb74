import { type FormEvent, useState } from "react";
import { authClient } from "../auth-client";
import { AuthCard } from "../components/AuthCard";
import { Button } from "../components/Button";
import { FormError, Notice } from "../components/Notice";
import { TextField } from "../components/TextField";
import { linkErrorText } from "../errors/link-error-text";
import { placeError } from "../errors/place-error";
import { useAction } from "../hooks/use-action";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

/** Where the mailed reset link lands: ?token=… to choose a password, or ?error=… */
export function ResetPasswordPage() {
  const { query } = useLocation();
  const token = query.get("token");
  const linkError = query.get("error");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const [done, setDone] = useState(false);
  const action = useAction();
  const errors = placeError(action.error, {
    password: ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"],
    newPassword: [],
  });

  if (linkError || !token) {
    return (
      <AuthCard
        title="This reset link doesn't work"
        footer={<Link to="/sign-in">Back to sign in</Link>}
      >
        <Notice tone="error">{linkErrorText(linkError ?? "INVALID_TOKEN")}</Notice>
        <Link className="button button-primary button-block" to="/forgot-password">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password changed">
        <Notice tone="success">
          Your new password is set, and every device was signed out. Sign in with it now.
        </Notice>
        <Link className="button button-primary button-block" to="/sign-in">
          Sign in
        </Link>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== confirmation);
    if (password !== confirmation) return;
    const { error } = await action.run(() =>
      authClient.resetPassword({ newPassword: password, token }),
    );
    if (!error) setDone(true);
  };

  return (
    <AuthCard title="Choose a new password" footer={<Link to="/sign-in">Back to sign in</Link>}>
      <form onSubmit={submit} noValidate>
        <TextField
          id="new-password"
          label="New password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          required
          error={errors.fields.password ?? errors.fields.newPassword}
          hint="At least 8 characters."
        />
        <TextField
          id="confirm-password"
          label="Repeat the new password"
          type="password"
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
          required
          error={mismatch ? "The two passwords are not the same." : null}
        />
        <FormError message={errors.form} />
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel="Saving…"
          className="button-block"
        >
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
