import type { AuthResult } from "@tollgate/auth-client-react";
import { type FormEvent, useState } from "react";
import { authClient } from "../auth-client";
import { AuthCard } from "../components/AuthCard";
import { Button } from "../components/Button";
import { CheckboxField } from "../components/CheckboxField";
import { FormError } from "../components/Notice";
import { TextField } from "../components/TextField";
import { placeError } from "../errors/place-error";
import { useAction } from "../hooks/use-action";
import { Link } from "../router/Link";
import { navigate } from "../router/router";

const ERROR_FIELDS = {
  identifier: [
    "INVALID_EMAIL",
    "USERNAME_TOO_SHORT",
    "USERNAME_TOO_LONG",
    "INVALID_USERNAME",
    "EMAIL_NOT_VERIFIED",
  ],
  password: [],
} as const;

/** People type an email or a username into one field; an "@" tells which it is. */
function signIn(
  identifier: string,
  password: string,
  rememberMe: boolean,
): Promise<AuthResult<{ token: string }>> {
  if (identifier.includes("@")) {
    return authClient.signIn.email({ email: identifier, password, rememberMe });
  }
  return authClient.signIn.username({ username: identifier, password, rememberMe });
}

export function SignInPage() {
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(true);
  const session = authClient.useSession();
  const action = useAction();
  const errors = placeError(action.error, ERROR_FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { error } = await action.run(() => signIn(identifier.trim(), password, rememberMe));
    if (error) return;
    await session.refetch();
    navigate("/account");
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in with your email address or your username."
      footer={
        <>
          New here? <Link to="/sign-up">Create an account</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <TextField
          id="identifier"
          label="Email or username"
          value={identifier}
          onChange={setIdentifier}
          autoComplete="username"
          spellCheck={false}
          required
          error={errors.fields.identifier}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          required
          error={errors.fields.password}
          hint={<Link to="/forgot-password">Forgot your password?</Link>}
        />
        <CheckboxField
          id="remember-me"
          label="Keep me signed in on this device"
          checked={rememberMe}
          onChange={setRememberMe}
        />
        <FormError message={errors.form} />
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel="Signing in…"
          className="button-block"
        >
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
