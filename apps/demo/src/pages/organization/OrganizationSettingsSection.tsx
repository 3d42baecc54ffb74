import { type FormEvent, useState } from "react";
import { organizationAddress } from "../../../shared/paths";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";
import type { ActiveOrganization } from "./active-organization";
import { useOrganizationForm } from "./organization-form";

/** Name, address and logo; refused with the server's message to members without the right. */
export function OrganizationSettingsSection(props: {
  organization: ActiveOrganization;
  canUpdate: boolean;
}) {
  const { organization } = props;
  const form = useOrganizationForm({
    name: organization.name,
    slug: organization.slug,
    logo: organization.logo ?? "",
  });
  const [saved, setSaved] = useState(false);
  const action = useAction();
  const { t } = useText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!form.validate()) return;
    const { name, slug, logo } = form.values;
    const { error } = await action.run(() =>
      authClient.organization.update({
        organizationId: organization.id,
        data: { name: name.trim(), slug: slug.trim(), logo: logo.trim() || null },
      }),
    );
    if (error) form.showServerError(error);
    else setSaved(true);
  };

  return (
    <Section
      id="organization-settings"
      title={t("orgSettings.title")}
      description={props.canUpdate ? t("orgSettings.description") : t("orgSettings.readOnly")}
    >
      {props.canUpdate ? (
        <form onSubmit={submit} noValidate>
          <TextField id="settings-name" label={t("field.name")} {...form.field("name")} />
          <TextField id="settings-slug" label={t("createOrg.slug")} {...form.field("slug")} />
          <TextField
            id="settings-logo"
            label={t("orgSettings.logo")}
            type="url"
            placeholder="https://…"
            {...form.field("logo")}
            hint={t("orgSettings.logoHint")}
          />
          <FormError message={form.formError} />
          {saved ? <Notice tone="success">{t("orgSettings.saved")}</Notice> : null}
          <Button type="submit" pending={action.pending} pendingLabel={t("common.saving")}>
            {t("orgSettings.save")}
          </Button>
        </form>
      ) : (
        <dl className="facts">
          <dt>{t("field.name")}</dt>
          <dd className="long-text">{organization.name}</dd>
          <dt>{t("createOrg.slug")}</dt>
          <dd className="long-text">{organizationAddress(organization.slug)}</dd>
          <dt>{t("orgSettings.logo")}</dt>
          <dd className="long-text">{organization.logo || t("orgSettings.noLogo")}</dd>
        </dl>
      )}
    </Section>
  );
}
