import { type FormEvent, useState } from "react";
import { authClient } from "../auth-client";
import { AuthCard } from "../components/AuthCard";
import { Button } from "../components/Button";
import { FormError, Notice } from "../components/Notice";
import { TextField } from "../components/TextField";
import { linkErrorText } from "../errors/link-error-text";
import { newPassword, sameAs } from "../forms/field-checks";
import { useForm } from "../forms/use-form";
import { useAction } from "../hooks/use-action";
import { usePageTitle } from "../hooks/use-page-title";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

/** Where the mailed reset link lands: ?token=… to choose a password, or ?error=… */
export function ResetPasswordPage() {
  const { query } = useLocation();
  const token = query.get("token");
  const linkError = query.get("error");
  const form = useForm({
    initial: { password: "", confirmation: "" },
    checks: {
      password: [newPassword],
      confirmation: [sameAs("password", "field.passwordsDiffer")],
    },
    serverCodes: { password: ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"] },
  });
  const [done, setDone] = useState(false);
  const action = useAction();
  const broken = Boolean(linkError) || !token;
  usePageTitle(broken ? "Reset link" : done ? "Password changed" : "Choose a new password");

  if (broken || !token) {
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
    if (!form.validate()) return;
    const { error } = await action.run(() =>
      authClient.resetPassword({ newPassword: form.values.password, token }),
    );
    if (error) form.showServerError(error);
    else setDone(true);
  };

  return (
    <AuthCard title="Choose a new password" footer={<Link to="/sign-in">Back to sign in</Link>}>
      <form onSubmit={submit} noValidate>
        <TextField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field("password")}
          hint="At least 8 characters."
        />
        <TextField
          id="confirm-password"
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field("confirmation")}
        />
        <FormError message={form.formError} />
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
