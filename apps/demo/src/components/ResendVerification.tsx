import { type FormEvent, useState } from "react";
import { authClient } from "../auth-client";
import { placeError } from "../errors/place-error";
import { useAction } from "../hooks/use-action";
import { Button } from "./Button";
import { FormError, Notice } from "./Notice";
import { TextField } from "./TextField";

/** Sends a fresh verification link to an address (the server says nothing about unknown ones). */
export function ResendVerification({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const action = useAction();
  const errors = placeError(action.error, { email: ["INVALID_EMAIL", "EMAIL_MISMATCH"] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const { error } = await action.run(() =>
      authClient.sendVerificationEmail({ email: email.trim(), callbackURL: "/verified" }),
    );
    setSent(!error);
  };

  return (
    <form onSubmit={submit} noValidate className="inline-form">
      <TextField
        id="resend-email"
        label="Email"
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        error={errors.fields.email}
      />
      <FormError message={errors.form} />
      {sent ? <Notice tone="success">A new link is on its way to {email.trim()}.</Notice> : null}
      <Button type="submit" variant="secondary" pending={action.pending} pendingLabel="Sending…">
        Send a new link
      </Button>
    </form>
  );
}
