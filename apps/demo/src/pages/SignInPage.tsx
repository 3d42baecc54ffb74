import type { AuthResult } from "@tollgate/auth-client-react";
import { type FormEvent, useState } from "react";
import { authClient } from "../auth-client";
import { CaptchaWidget } from "../captcha/CaptchaWidget";
import { AuthCard } from "../components/AuthCard";
import { Button } from "../components/Button";
import { CheckboxField } from "../components/CheckboxField";
import { FormError } from "../components/Notice";
import { SocialSignInButtons } from "../components/SocialSignInButtons";
import { TextField } from "../components/TextField";
import { required } from "../forms/field-checks";
import { useForm } from "../forms/use-form";
import { useAction } from "../hooks/use-action";
import { usePageTitle } from "../hooks/use-page-title";
import { useText } from "../i18n/use-text";
import { afterSignIn, carryingNext } from "../router/after-sign-in";
import { Link } from "../router/Link";
import { navigate } from "../router/router";
import { needsSecondFactor } from "../router/second-step";
import { MagicLinkSignIn } from "./MagicLinkSignIn";
import { PasskeySignIn } from "./PasskeySignIn";

/** People type an email or a username into one field; an "@" tells which it is. */
function signIn(
  identifier: string,
  password: string,
  rememberMe: boolean,
): Promise<AuthResult<{ token: string } | { twoFactorRedirect: boolean }>> {
  if (identifier.includes("@")) {
    return authClient.signIn.email({ email: identifier, password, rememberMe });
  }
  return authClient.signIn.username({ username: identifier, password, rememberMe });
}

export function SignInPage() {
  const { t } = useText();
  usePageTitle(t("signIn.pageTitle"));
  const form = useForm({
    initial: { identifier: "", password: "" },
    checks: {
      identifier: [required("field.identifierRequired")],
      password: [required("field.passwordRequired")],
    },
    serverCodes: {
      identifier: [
        "INVALID_EMAIL",
        "USERNAME_TOO_SHORT",
        "USERNAME_TOO_LONG",
        "INVALID_USERNAME",
        "EMAIL_NOT_VERIFIED",
      ],
    },
  });
  const [rememberMe, setRememberMe] = useState(true);
  const session = authClient.useSession();
  const action = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { identifier, password } = form.values;
    // Read before signing in: once the session arrives, the app may already have moved on.
    const destination = afterSignIn(new URLSearchParams(window.location.search));
    const { data, error } = await action.run(() => signIn(identifier.trim(), password, rememberMe));
    if (error) {
      form.showServerError(error);
      return;
    }
    // Two-factor on: the client's onTwoFactorRedirect has gone to the second step already.
    if (needsSecondFactor(data)) return;
    await session.refetch();
    navigate(destination);
  };

  return (
    <AuthCard
      title={t("signIn.title")}
      subtitle={t("signIn.subtitle")}
      footer={
        <>
          {t("signIn.newHere")}{" "}
          <Link to={carryingNext("/sign-up", new URLSearchParams(window.location.search))}>
            {t("signIn.createAccount")}
          </Link>
        </>
      }
    >
      <SocialSignInButtons />
      <form onSubmit={submit} noValidate>
        <TextField
          id="identifier"
          label={t("signIn.identifier")}
          autoComplete="username webauthn"
          spellCheck={false}
          required
          {...form.field("identifier")}
        />
        <TextField
          id="password"
          label={t("field.password")}
          type="password"
          autoComplete="current-password"
          required
          {...form.field("password")}
        />
        <p className="form-aside">
          <Link to="/forgot-password">{t("signIn.forgotPassword")}</Link>
        </p>
        <CheckboxField
          id="remember-me"
          label={t("signIn.rememberMe")}
          checked={rememberMe}
          onChange={setRememberMe}
        />
        <CaptchaWidget />
        <FormError message={form.formError} />
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel={t("signIn.pending")}
          className="button-block"
        >
          {t("signIn.submit")}
        </Button>
      </form>
      <PasskeySignIn />
      <MagicLinkSignIn />
    </AuthCard>
  );
}
