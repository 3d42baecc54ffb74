import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { UsernameHint } from "../../components/UsernameHint";
import { optionalUsername } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { useUsernameAvailability } from "../../hooks/use-username-availability";

export function UsernameSection({ current }: { current: string | null }) {
  const form = useForm({
    initial: { username: current ?? "" },
    checks: { username: [optionalUsername] },
    serverCodes: {
      username: [
        "USERNAME_IS_ALREADY_TAKEN",
        "USERNAME_TOO_SHORT",
        "USERNAME_TOO_LONG",
        "INVALID_USERNAME",
      ],
    },
  });
  const { username } = form.values;
  const [saved, setSaved] = useState(false);
  const availability = useUsernameAvailability(username, current);
  const action = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!form.validate()) return;
    const { error } = await action.run(() => authClient.updateUser({ username: username.trim() }));
    if (error) form.showServerError(error);
    else setSaved(true);
  };

  return (
    <Section
      id="username"
      title="Username"
      description="Sign in with your username instead of your email."
    >
      <form onSubmit={submit} noValidate>
        <TextField
          id="username"
          label="Username"
          autoComplete="username"
          spellCheck={false}
          {...form.field("username")}
          hint={
            <UsernameHint
              availability={availability}
              idle={current ? "This is your username." : "You have no username yet."}
            />
          }
        />
        <FormError message={form.formError} />
        {saved ? <Notice tone="success">Username saved.</Notice> : null}
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel="Saving…"
          disabled={!username.trim()}
        >
          Save username
        </Button>
      </form>
    </Section>
  );
}
