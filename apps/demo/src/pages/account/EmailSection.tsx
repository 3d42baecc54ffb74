import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { DevMailboxLink } from "../../components/DevMailboxLink";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { placeError } from "../../errors/place-error";
import { useAction } from "../../hooks/use-action";

export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const [newEmail, setNewEmail] = useState("");
  const [result, setResult] = useState<string | null>(null);
  const action = useAction();
  const errors = placeError(action.error, {
    newEmail: ["INVALID_EMAIL", "EMAIL_IS_THE_SAME", "USER_ALREADY_EXISTS"],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const target = newEmail.trim().toLowerCase();
    const { error } = await action.run(() =>
      authClient.changeEmail({ newEmail: target, callbackURL: "/verified" }),
    );
    if (error) return;
    setNewEmail("");
    setResult(
      verified
        ? `We sent a confirmation link to ${email}. Your address changes to ${target} when you open it.`
        : `Your address is now ${target}. We sent a link there to verify it.`,
    );
  };

  return (
    <Section
      id="email"
      title="Email address"
      description={
        <>
          {email}{" "}
          <span className={verified ? "badge badge-ok" : "badge badge-warn"}>
            {verified ? "Verified" : "Not verified"}
          </span>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <TextField
          id="new-email"
          label="New email address"
          type="email"
          value={newEmail}
          onChange={setNewEmail}
          autoComplete="email"
          error={errors.fields.newEmail}
        />
        <FormError message={errors.form} />
        {result ? (
          <Notice tone="success">
            {result} <DevMailboxLink />
          </Notice>
        ) : null}
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel="Sending…"
          disabled={!newEmail.trim()}
        >
          Change email
        </Button>
      </form>
    </Section>
  );
}
