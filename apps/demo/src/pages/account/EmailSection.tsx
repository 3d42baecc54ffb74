import { type FormEvent, useState } from "react";
import { EMAIL_CHANGED_PATH } from "../../../shared/paths";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { DevMailboxLink } from "../../components/DevMailboxLink";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { UnverifiedAddressNotice } from "../../components/UnverifiedAddressNotice";
import { emailAddress } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";

export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const form = useForm({
    initial: { newEmail: "" },
    checks: { newEmail: [emailAddress] },
    serverCodes: {
      newEmail: [
        "INVALID_EMAIL",
        "EMAIL_IS_THE_SAME",
        "COULDNT_UPDATE_YOUR_EMAIL",
        "USER_ALREADY_EXISTS",
      ],
    },
  });
  /** The change made: mailed for confirmation (a verified address) or done at once. */
  const [result, setResult] = useState<{ target: string; confirming: boolean } | null>(null);
  const action = useAction();
  const { t } = useText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!form.validate()) return;
    const target = form.values.newEmail.trim().toLowerCase();
    const { error } = await action.run(() =>
      authClient.changeEmail({ newEmail: target, callbackURL: EMAIL_CHANGED_PATH }),
    );
    if (error) {
      form.showServerError(error);
      return;
    }
    form.reset();
    setResult({ target, confirming: verified });
  };

  return (
    <Section
      id="email"
      title={t("email.title")}
      description={
        <>
          <span className="long-text">{email}</span>{" "}
          <span className={verified ? "badge badge-ok" : "badge badge-warn"}>
            {verified ? t("email.verified") : t("email.notVerified")}
          </span>
        </>
      }
    >
      {verified ? null : <UnverifiedAddressNotice email={email} />}
      <form onSubmit={submit} noValidate className={verified ? undefined : "spaced"}>
        <TextField
          id="new-email"
          label={t("email.new")}
          type="email"
          autoComplete="email"
          {...form.field("newEmail")}
        />
        <FormError message={form.formError} />
        {result ? (
          <Notice tone="success">
            <span className="long-text">
              {result.confirming
                ? t("email.confirmationSent", { email, target: result.target })
                : t("email.changed", { target: result.target })}
            </span>{" "}
            <DevMailboxLink />
          </Notice>
        ) : null}
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel={t("common.sending")}
          disabled={!form.values.newEmail.trim()}
        >
          {t("email.submit")}
        </Button>
      </form>
    </Section>
  );
}
