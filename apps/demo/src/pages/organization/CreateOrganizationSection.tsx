import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { SLUG_LENGTH } from "../../forms/field-checks";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";
import { useOrganizationForm } from "./organization-form";

/** A slug from a name: lowercase letters, digits and dashes. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "") // "ü" → "u", not "u-"
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_LENGTH.max)
    .replace(/-+$/, "");

/** Creates an organization (the creator becomes its owner and it becomes the active one). */
export function CreateOrganizationSection(props: { first: boolean }) {
  const form = useOrganizationForm({ name: "", slug: "", logo: "" });
  const [slugTouched, setSlugTouched] = useState(false);
  const action = useAction();
  const { t } = useText();
  const { name, slug } = form.values;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { error } = await action.run(() =>
      authClient.organization.create({ name: name.trim(), slug: slug.trim() }),
    );
    if (error) return form.showServerError(error);
    form.reset();
    setSlugTouched(false);
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
          {...form.field("name")}
          onChange={(value) => {
            form.set("name", value);
            // The address follows the name until the reader writes one of their own.
            if (!slugTouched) form.set("slug", slugOf(value));
          }}
          placeholder="Acme Inc."
        />
        <TextField
          id="organization-slug"
          label={t("createOrg.slug")}
          {...form.field("slug")}
          onChange={(value) => {
            setSlugTouched(true);
            form.set("slug", value);
          }}
          hint={t("createOrg.slugHint")}
        />
        <FormError message={form.formError} />
        <Button type="submit" pending={action.pending} pendingLabel={t("common.creating")}>
          {t("createOrg.submit")}
        </Button>
      </form>
    </Section>
  );
}
