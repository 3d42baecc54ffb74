import { type FormEvent, useState } from "react";
import { authClient } from "../auth-client";
import { AuthCard } from "../components/AuthCard";
import { Button } from "../components/Button";
import { FormError, Notice } from "../components/Notice";
import { TextField } from "../components/TextField";
import { linkErrorText } from "../errors/link-error-text";
import { newPassword, sameAs } from "../forms/field-checks";
import { useForm } from "../forms/use-form";
import { useAction } from "../hooks/use-action";
import { usePageTitle } from "../hooks/use-page-title";
import { useText } from "../i18n/use-text";
import { Link } from "../router/Link";
import { useLocation } from "../router/router";

/** Where the mailed reset link lands: ?token=… to choose a password, or ?error=… */
export function ResetPasswordPage() {
  const { query } = useLocation();
  const { t } = useText();
  const token = query.get("token");
  const linkError = query.get("error");
  const form = useForm({
    initial: { password: "", confirmation: "" },
    checks: {
      password: [newPassword],
      confirmation: [sameAs("password", "field.passwordsDiffer")],
    },
    serverCodes: { password: ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"] },
  });
  const [done, setDone] = useState(false);
  const action = useAction();
  const broken = Boolean(linkError) || !token;
  usePageTitle(
    broken ? t("reset.pageTitleBroken") : done ? t("reset.doneTitle") : t("reset.title"),
  );

  if (broken || !token) {
    return (
      <AuthCard
        title={t("reset.brokenTitle")}
        footer={<Link to="/sign-in">{t("common.backToSignIn")}</Link>}
      >
        <Notice tone="error">{linkErrorText(linkError ?? "INVALID_TOKEN")}</Notice>
        <Link className="button button-primary button-block" to="/forgot-password">
          {t("reset.askNew")}
        </Link>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t("reset.doneTitle")}>
        <Notice tone="success">{t("reset.done")}</Notice>
        <Link className="button button-primary button-block" to="/sign-in">
          {t("signIn.submit")}
        </Link>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { error } = await action.run(() =>
      authClient.resetPassword({ newPassword: form.values.password, token }),
    );
    if (error) form.showServerError(error);
    else setDone(true);
  };

  return (
    <AuthCard
      title={t("reset.title")}
      footer={<Link to="/sign-in">{t("common.backToSignIn")}</Link>}
    >
      <form onSubmit={submit} noValidate>
        <TextField
          id="new-password"
          label={t("field.newPassword")}
          type="password"
          autoComplete="new-password"
          required
          {...form.field("password")}
          hint={t("signUp.passwordHint")}
        />
        <TextField
          id="confirm-password"
          label={t("field.repeatNewPassword")}
          type="password"
          autoComplete="new-password"
          required
          {...form.field("confirmation")}
        />
        <FormError message={form.formError} />
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel={t("common.saving")}
          className="button-block"
        >
          {t("reset.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
