import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import type { MessageKey } from "../../i18n/catalogue";
import { useText } from "../../i18n/use-text";

/** A slug from a name: lowercase letters, digits and dashes. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "") // "ü" → "u", not "u-"
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48);

/** Creates an organization (the creator becomes its owner and it becomes the active one). */
export function CreateOrganizationSection(props: { first: boolean }) {
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  // Message keys, worded at render so they follow a change of language.
  const [fieldError, setFieldError] = useState<{ name?: MessageKey; slug?: MessageKey }>({});
  const action = useAction();
  const { t } = useText();
  const shownSlug = slugTouched ? slug : slugOf(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: { name?: MessageKey; slug?: MessageKey } = {};
    if (!name.trim()) errors.name = "createOrg.nameRequired";
    if (!/^[a-z0-9][a-z0-9-]*$/.test(shownSlug)) errors.slug = "createOrg.slugInvalid";
    setFieldError(errors);
    if (errors.name || errors.slug) return;
    const { error } = await action.run(() =>
      authClient.organization.create({ name: name.trim(), slug: shownSlug }),
    );
    if (error?.code === "ORGANIZATION_ALREADY_EXISTS" || error?.message === "slug is taken")
      setFieldError({ slug: "createOrg.slugTaken" });
    else if (!error) {
      setName("");
      setSlug("");
      setSlugTouched(false);
    }
  };

  return (
    <Section
      id="create-organization"
      title={props.first ? t("createOrg.titleFirst") : t("createOrg.titleAnother")}
      description={t("createOrg.description")}
    >
      <form onSubmit={submit} noValidate>
        <TextField
          id="organization-name"
          label={t("field.name")}
          value={name}
          onChange={setName}
          error={fieldError.name && t(fieldError.name)}
          placeholder="Acme Inc."
        />
        <TextField
          id="organization-slug"
          label={t("createOrg.slug")}
          value={shownSlug}
          onChange={(value) => {
            setSlugTouched(true);
            setSlug(value);
          }}
          error={fieldError.slug && t(fieldError.slug)}
          hint={t("createOrg.slugHint")}
        />
        <FormError message={action.error && !fieldError.slug ? errorText(action.error) : null} />
        <Button type="submit" pending={action.pending} pendingLabel={t("common.creating")}>
          {t("createOrg.submit")}
        </Button>
      </form>
    </Section>
  );
}
