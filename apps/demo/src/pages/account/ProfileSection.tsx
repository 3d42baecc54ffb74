import { type FormEvent, useState } from "react";
import { authClient, type SessionData } from "../../auth-client";
import { Avatar } from "../../components/Avatar";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { atMost, NAME_LENGTH, optionalPictureUrl, required } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";

export function ProfileSection({ user }: { user: SessionData["user"] }) {
  const form = useForm({
    initial: { name: user.name, image: user.image ?? "" },
    checks: {
      name: [required("field.nameRequired"), atMost(NAME_LENGTH.max)],
      image: [optionalPictureUrl],
    },
    labels: { name: "field.name" },
  });
  const { name, image } = form.values;
  const [saved, setSaved] = useState(false);
  const action = useAction();
  const { t } = useText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!form.validate()) return;
    const { error } = await action.run(() =>
      authClient.updateUser({ name: name.trim(), image: image.trim() || null }),
    );
    if (error) form.showServerError(error);
    else setSaved(true);
  };

  const shownImage = optionalPictureUrl(image, form.values) ? null : image.trim() || null;
  return (
    <Section id="profile" title={t("profile.title")} description={t("profile.description")}>
      <form onSubmit={submit} noValidate className="profile-form">
        <Avatar name={name.trim() || user.email} image={shownImage} size={64} />
        <div className="grow">
          {user.name.trim() === "" ? <Notice tone="info">{t("profile.askName")}</Notice> : null}
          <TextField
            id="profile-name"
            label={t("field.name")}
            autoComplete="name"
            {...form.field("name")}
          />
          <TextField
            id="profile-image"
            label={t("profile.picture")}
            type="url"
            placeholder="https://…"
            {...form.field("image")}
            hint={t("profile.pictureHint")}
          />
          <FormError message={form.formError} />
          {saved ? <Notice tone="success">{t("profile.saved")}</Notice> : null}
          <Button type="submit" pending={action.pending} pendingLabel={t("common.saving")}>
            {t("profile.save")}
          </Button>
        </div>
      </form>
    </Section>
  );
}
