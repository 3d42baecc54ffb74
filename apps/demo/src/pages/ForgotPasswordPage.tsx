import { type FormEvent, useState } from "react";
import { authClient } from "../auth-client";
import { AuthCard } from "../components/AuthCard";
import { Button } from "../components/Button";
import { DevMailboxLink } from "../components/DevMailboxLink";
import { FormError, Notice } from "../components/Notice";
import { TextField } from "../components/TextField";
import { placeError } from "../errors/place-error";
import { useAction } from "../hooks/use-action";
import { Link } from "../router/Link";

export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const action = useAction();
  const errors = placeError(action.error, { email: ["INVALID_EMAIL"] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const { error } = await action.run(() =>
      authClient.forgetPassword({ email: address, redirectTo: "/reset-password" }),
    );
    if (!error) setSentTo(address);
  };

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={<Link to="/sign-in">Back to sign in</Link>}
    >
      {sentTo ? (
        <>
          <Notice tone="success">
            If an account uses <strong>{sentTo}</strong>, a reset link is on its way. It works for
            one hour.
          </Notice>
          <DevMailboxLink prominent />
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField
            id="email"
            label="Email"
            type="email"
            value={email}
            onChange={setEmail}
            autoComplete="email"
            required
            error={errors.fields.email}
          />
          <FormError message={errors.form} />
          <Button
            type="submit"
            pending={action.pending}
            pendingLabel="Sending…"
            className="button-block"
          >
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
