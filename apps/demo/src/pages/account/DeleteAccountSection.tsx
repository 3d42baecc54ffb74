import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { DevMailboxLink } from "../../components/DevMailboxLink";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { required } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";

/** Deleting asks for the password, then waits for the link we mail to confirm it. */
export function DeleteAccountSection({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    initial: { password: "" },
    checks: { password: [required("field.passwordRequired")] },
    serverCodes: { password: ["INVALID_PASSWORD"] },
  });
  const [mailed, setMailed] = useState(false);
  const action = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { error } = await action.run(() =>
      authClient.deleteUser({ password: form.values.password, callbackURL: "/account-deleted" }),
    );
    if (error) form.showServerError(error);
    else setMailed(true);
  };

  return (
    <Section
      id="delete"
      title="Delete account"
      tone="danger"
      description="Deleting your account removes your profile, your sessions and your sign-in methods. It can't be undone."
    >
      {mailed ? (
        <Notice tone="info">
          Almost done: we sent a confirmation link to <strong className="long-text">{email}</strong>
          . Your account is deleted when you open it. <DevMailboxLink />
        </Notice>
      ) : confirming ? (
        <form onSubmit={submit} noValidate>
          <TextField
            id="delete-password"
            label="Enter your password to confirm"
            type="password"
            autoComplete="current-password"
            {...form.field("password")}
            autoFocus
          />
          <FormError message={form.formError} />
          <div className="button-row">
            <Button
              type="submit"
              variant="danger"
              pending={action.pending}
              pendingLabel="Deleting…"
              disabled={!form.values.password}
            >
              Delete my account
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={action.pending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete account…
        </Button>
      )}
    </Section>
  );
}
