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
import { Link } from "../router/Link";

export function ForgotPasswordPage() {
  usePageTitle("Reset your password");
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
      title="Reset your password"
      subtitle="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={<Link to="/sign-in">Back to sign in</Link>}
    >
      {sentTo ? (
        <>
          <Notice tone="success">
            If an account uses <strong className="long-text">{sentTo}</strong>, a reset link is on
            its way. It works for one hour.
          </Notice>
          <DevMailboxLink prominent />
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField
            id="email"
            label="Email"
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
            pendingLabel="Sending…"
            className="button-block"
          >
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
