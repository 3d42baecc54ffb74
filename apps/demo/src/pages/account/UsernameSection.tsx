import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { UsernameHint } from "../../components/UsernameHint";
import { placeError } from "../../errors/place-error";
import { useAction } from "../../hooks/use-action";
import { useUsernameAvailability } from "../../hooks/use-username-availability";

const ERROR_FIELDS = {
  username: [
    "USERNAME_IS_ALREADY_TAKEN",
    "USERNAME_TOO_SHORT",
    "USERNAME_TOO_LONG",
    "INVALID_USERNAME",
  ],
} as const;

export function UsernameSection({ current }: { current: string | null }) {
  const [username, setUsername] = useState(current ?? "");
  const [saved, setSaved] = useState(false);
  const availability = useUsernameAvailability(username, current);
  const action = useAction();
  const errors = placeError(action.error, ERROR_FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const { error } = await action.run(() => authClient.updateUser({ username: username.trim() }));
    setSaved(!error);
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
          value={username}
          onChange={setUsername}
          autoComplete="username"
          spellCheck={false}
          error={errors.fields.username}
          hint={
            <UsernameHint
              availability={availability}
              idle={current ? "This is your username." : "You have no username yet."}
            />
          }
        />
        <FormError message={errors.form} />
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
