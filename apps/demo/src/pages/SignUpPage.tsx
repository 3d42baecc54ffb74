import { type FormEvent, useState } from "react";
import { authClient } from "../auth-client";
import { AuthCard } from "../components/AuthCard";
import { Button } from "../components/Button";
import { FormError } from "../components/Notice";
import { TextField } from "../components/TextField";
import { UsernameHint } from "../components/UsernameHint";
import { placeError } from "../errors/place-error";
import { useAction } from "../hooks/use-action";
import { useUsernameAvailability } from "../hooks/use-username-availability";
import { Link } from "../router/Link";
import { navigate } from "../router/router";

const ERROR_FIELDS = {
  name: [],
  email: ["INVALID_EMAIL", "USER_ALREADY_EXISTS"],
  username: [
    "USERNAME_IS_ALREADY_TAKEN",
    "USERNAME_TOO_SHORT",
    "USERNAME_TOO_LONG",
    "INVALID_USERNAME",
  ],
  password: ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"],
} as const;

export function SignUpPage() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const availability = useUsernameAvailability(username);
  const action = useAction();
  const errors = placeError(action.error, ERROR_FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { error } = await action.run(() =>
      authClient.signUp.email({
        name: name.trim(),
        email: email.trim(),
        password,
        ...(username.trim() ? { username: username.trim() } : {}),
        callbackURL: "/verified",
      }),
    );
    if (!error) navigate(`/check-email?email=${encodeURIComponent(email.trim())}`);
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="It takes a minute. We'll email you a link to confirm your address."
      footer={
        <>
          Already have an account? <Link to="/sign-in">Sign in</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <TextField
          id="name"
          label="Name"
          value={name}
          onChange={setName}
          autoComplete="name"
          required
          error={errors.fields.name}
        />
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
        <TextField
          id="username"
          label="Username (optional)"
          value={username}
          onChange={setUsername}
          autoComplete="username"
          spellCheck={false}
          error={errors.fields.username}
          hint={
            <UsernameHint
              availability={availability}
              idle="Sign in with it instead of your email. 3–30 letters, digits, dots or underscores."
            />
          }
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          required
          error={errors.fields.password}
          hint="At least 8 characters."
        />
        <FormError message={errors.form} />
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel="Creating your account…"
          className="button-block"
        >
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
