import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { newPassword } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";

/** Gives the user a new password (set-user-password); their sessions stay as they are. */
export function SetPasswordSection({ userId }: { userId: string }) {
  const form = useForm({
    initial: { newPassword: "" },
    checks: { newPassword: [newPassword] },
    serverCodes: { newPassword: ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"] },
  });
  const [saved, setSaved] = useState(false);
  const action = useAction();
  const { t } = useText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!form.validate()) return;
    const { error } = await action.run(() =>
      authClient.admin.setUserPassword({ userId, newPassword: form.values.newPassword }),
    );
    if (error) form.showServerError(error);
    else {
      form.reset();
      setSaved(true);
    }
  };

  return (
    <Section
      id="set-password"
      title={t("field.password")}
      description={t("adminPassword.description")}
    >
      <form onSubmit={submit} noValidate>
        <TextField
          id="admin-new-password"
          label={t("field.newPassword")}
          type="password"
          autoComplete="new-password"
          {...form.field("newPassword")}
          onChange={(value) => {
            form.set("newPassword", value);
            setSaved(false);
          }}
        />
        {saved ? <Notice tone="success">{t("adminPassword.saved")}</Notice> : null}
        <FormError message={form.formError} />
        <Button
          type="submit"
          variant="secondary"
          pending={action.pending}
          pendingLabel={t("common.saving")}
        >
          {t("adminPassword.submit")}
        </Button>
      </form>
    </Section>
  );
}
