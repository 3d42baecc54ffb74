import { type FormEvent, useState } from "react";
import { authClient } from "../auth-client";
import { CaptchaWidget } from "../captcha/CaptchaWidget";
import { AuthCard } from "../components/AuthCard";
import { Button } from "../components/Button";
import { DevMailboxLink } from "../components/DevMailboxLink";
import { FormError, Notice } from "../components/Notice";
import { TextField } from "../components/TextField";
import { emailAddress } from "../forms/field-checks";
import { useForm } from "../forms/use-form";
import { useAction } from "../hooks/use-action";
import { usePageTitle } from "../hooks/use-page-title";
import { useText } from "../i18n/use-text";
import { Link } from "../router/Link";

export function ForgotPasswordPage() {
  const { t, rich } = useText();
  usePageTitle(t("forgot.title"));
  const form = useForm({
    initial: { email: "" },
    checks: { email: [emailAddress] },
    serverCodes: { email: ["INVALID_EMAIL"] },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const action = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const address = form.values.email.trim();
    const { error } = await action.run(() =>
      authClient.forgetPassword({ email: address, redirectTo: "/reset-password" }),
    );
    if (error) form.showServerError(error);
    else setSentTo(address);
  };

  return (
    <AuthCard
      title={t("forgot.title")}
      subtitle={t("forgot.subtitle")}
      footer={<Link to="/sign-in">{t("common.backToSignIn")}</Link>}
    >
      {sentTo ? (
        <>
          <Notice tone="success">
            {rich("forgot.sent", { email: <strong className="long-text">{sentTo}</strong> })}
          </Notice>
          <DevMailboxLink prominent />
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField
            id="email"
            label={t("field.email")}
            type="email"
            autoComplete="email"
            required
            {...form.field("email")}
          />
          <FormError message={form.formError} />
          <CaptchaWidget />
          <Button
            type="submit"
            pending={action.pending}
            pendingLabel={t("common.sending")}
            className="button-block"
          >
            {t("forgot.submit")}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
