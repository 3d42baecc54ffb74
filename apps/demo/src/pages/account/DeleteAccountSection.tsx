import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { DevMailboxLink } from "../../components/DevMailboxLink";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { required } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";

/** Deleting asks for the password, then waits for the link we mail to confirm it. */
export function DeleteAccountSection({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    initial: { password: "" },
    checks: { password: [required("field.passwordRequired")] },
    serverCodes: { password: ["INVALID_PASSWORD"] },
  });
  const [mailed, setMailed] = useState(false);
  const action = useAction();
  const { t, rich } = useText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { error } = await action.run(() =>
      authClient.deleteUser({ password: form.values.password, callbackURL: "/account-deleted" }),
    );
    if (error) form.showServerError(error);
    else setMailed(true);
  };

  return (
    <Section
      id="delete"
      title={t("deleteAccount.title")}
      tone="danger"
      description={t("deleteAccount.description")}
    >
      {mailed ? (
        <Notice tone="info">
          {rich("deleteAccount.mailed", { email: <strong className="long-text">{email}</strong> })}{" "}
          <DevMailboxLink />
        </Notice>
      ) : confirming ? (
        <form onSubmit={submit} noValidate>
          <TextField
            id="delete-password"
            label={t("deleteAccount.password")}
            type="password"
            autoComplete="current-password"
            {...form.field("password")}
            autoFocus
          />
          <FormError message={form.formError} />
          <div className="button-row">
            <Button
              type="submit"
              variant="danger"
              pending={action.pending}
              pendingLabel={t("common.deleting")}
              disabled={!form.values.password}
            >
              {t("deleteAccount.confirm")}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={action.pending}>
              {t("common.cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t("deleteAccount.start")}
        </Button>
      )}
    </Section>
  );
}
