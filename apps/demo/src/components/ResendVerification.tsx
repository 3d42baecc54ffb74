import { type FormEvent, useState } from "react";
import { VERIFIED_PATH } from "../../shared/paths";
import { authClient } from "../auth-client";
import { emailAddress } from "../forms/field-checks";
import { useForm } from "../forms/use-form";
import { useAction } from "../hooks/use-action";
import { useText } from "../i18n/use-text";
import { carryingNext } from "../router/after-sign-in";
import { useLocation } from "../router/router";
import { Button } from "./Button";
import { FormError, Notice } from "./Notice";
import { TextField } from "./TextField";

/**
 * Sends a fresh verification link to an address (the server says nothing about unknown ones);
 * like the first, it leads on to the page to return to (`next`), if any.
 */
export function ResendVerification({ initialEmail }: { initialEmail: string }) {
  const form = useForm({
    initial: { email: initialEmail },
    checks: { email: [emailAddress] },
    serverCodes: { email: ["INVALID_EMAIL", "EMAIL_MISMATCH"] },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const action = useAction();
  const { t, rich } = useText();
  const { query } = useLocation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    if (!form.validate()) return;
    const email = form.values.email.trim();
    const { error } = await action.run(() =>
      authClient.sendVerificationEmail({ email, callbackURL: carryingNext(VERIFIED_PATH, query) }),
    );
    if (error) form.showServerError(error);
    else setSentTo(email);
  };

  return (
    <form onSubmit={submit} noValidate className="inline-form">
      <TextField
        id="resend-email"
        label={t("field.email")}
        type="email"
        autoComplete="email"
        {...form.field("email")}
      />
      <FormError message={form.formError} />
      {sentTo ? (
        <Notice tone="success">
          {rich("resend.sent", { email: <strong className="long-text">{sentTo}</strong> })}
        </Notice>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        pending={action.pending}
        pendingLabel={t("common.sending")}
      >
        {t("resend.submit")}
      </Button>
    </form>
  );
}
