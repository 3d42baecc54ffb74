import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { UsernameHint } from "../../components/UsernameHint";
import { optionalUsername } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { useUsernameAvailability } from "../../hooks/use-username-availability";
import { useText } from "../../i18n/use-text";

export function UsernameSection({ current }: { current: string | null }) {
  const form = useForm({
    initial: { username: current ?? "" },
    checks: { username: [optionalUsername] },
    serverCodes: {
      username: [
        "USERNAME_IS_ALREADY_TAKEN",
        "USERNAME_TOO_SHORT",
        "USERNAME_TOO_LONG",
        "INVALID_USERNAME",
      ],
    },
  });
  const { username } = form.values;
  const [saved, setSaved] = useState(false);
  const availability = useUsernameAvailability(username, current);
  const action = useAction();
  const { t } = useText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!form.validate()) return;
    const { error } = await action.run(() => authClient.updateUser({ username: username.trim() }));
    if (error) form.showServerError(error);
    else setSaved(true);
  };

  return (
    <Section
      id="username"
      title={t("usernameSection.title")}
      description={t("usernameSection.description")}
    >
      <form onSubmit={submit} noValidate>
        <TextField
          id="username"
          label={t("usernameSection.title")}
          autoComplete="username"
          spellCheck={false}
          {...form.field("username")}
          hint={
            <UsernameHint
              availability={availability}
              idle={current ? t("usernameSection.yours") : t("usernameSection.none")}
            />
          }
        />
        <FormError message={form.formError} />
        {saved ? <Notice tone="success">{t("usernameSection.saved")}</Notice> : null}
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel={t("common.saving")}
          disabled={!username.trim()}
        >
          {t("usernameSection.save")}
        </Button>
      </form>
    </Section>
  );
}
