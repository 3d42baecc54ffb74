import type { FormEvent } from "react";
import { VERIFIED_PATH } from "../../shared/paths";
import { authClient } from "../auth-client";
import { CaptchaWidget } from "../captcha/CaptchaWidget";
import { AuthCard } from "../components/AuthCard";
import { Button } from "../components/Button";
import { FormError } from "../components/Notice";
import { SocialSignInButtons } from "../components/SocialSignInButtons";
import { TextField } from "../components/TextField";
import { UsernameHint } from "../components/UsernameHint";
import {
  atMost,
  emailAddress,
  NAME_LENGTH,
  newPassword,
  optionalUsername,
  required,
} from "../forms/field-checks";
import { useForm } from "../forms/use-form";
import { useAction } from "../hooks/use-action";
import { usePageTitle } from "../hooks/use-page-title";
import { useUsernameAvailability } from "../hooks/use-username-availability";
import { useText } from "../i18n/use-text";
import { carryingNext } from "../router/after-sign-in";
import { Link } from "../router/Link";
import { navigate, useLocation } from "../router/router";

export function SignUpPage() {
  const { t } = useText();
  // A page that sent the person here (an invitation) is where the verification link leads on.
  const { query } = useLocation();
  usePageTitle(t("signUp.pageTitle"));
  const form = useForm({
    initial: { name: "", email: "", username: "", password: "" },
    checks: {
      name: [required("field.nameRequired"), atMost(NAME_LENGTH.max)],
      email: [emailAddress],
      username: [optionalUsername],
      password: [newPassword],
    },
    serverCodes: {
      email: ["INVALID_EMAIL", "USER_ALREADY_EXISTS"],
      username: [
        "USERNAME_IS_ALREADY_TAKEN",
        "USERNAME_TOO_SHORT",
        "USERNAME_TOO_LONG",
        "INVALID_USERNAME",
      ],
      password: ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"],
    },
    labels: { name: "field.name", email: "field.email" },
  });
  const { name, email, username, password } = form.values;
  const availability = useUsernameAvailability(username);
  const action = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { error } = await action.run(() =>
      authClient.signUp.email({
        name: name.trim(),
        email: email.trim(),
        password,
        ...(username.trim() ? { username: username.trim() } : {}),
        callbackURL: carryingNext(VERIFIED_PATH, query),
      }),
    );
    if (error) {
      form.showServerError(error);
      return;
    }
    navigate(carryingNext(`/check-email?email=${encodeURIComponent(email.trim())}`, query));
  };

  return (
    <AuthCard
      title={t("signUp.title")}
      subtitle={t("signUp.subtitle")}
      footer={
        <>
          {t("signUp.haveAccount")}{" "}
          <Link to={carryingNext("/sign-in", query)}>{t("signUp.signIn")}</Link>
        </>
      }
    >
      <SocialSignInButtons signUp />
      <form onSubmit={submit} noValidate>
        <TextField
          id="name"
          label={t("field.name")}
          autoComplete="name"
          required
          {...form.field("name")}
        />
        <TextField
          id="email"
          label={t("field.email")}
          type="email"
          autoComplete="email"
          required
          {...form.field("email")}
        />
        <TextField
          id="username"
          label={t("signUp.username")}
          autoComplete="username"
          spellCheck={false}
          {...form.field("username")}
          hint={<UsernameHint availability={availability} idle={t("signUp.usernameHint")} />}
        />
        <TextField
          id="password"
          label={t("field.password")}
          type="password"
          autoComplete="new-password"
          required
          {...form.field("password")}
          hint={t("signUp.passwordHint")}
        />
        <FormError message={form.formError} />
        <CaptchaWidget />
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel={t("signUp.pending")}
          className="button-block"
        >
          {t("signUp.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
