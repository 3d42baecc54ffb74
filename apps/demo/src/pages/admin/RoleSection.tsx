import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { SelectField } from "../../components/SelectField";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";
import type { AdminViewedUser } from "./admin-user";
import { ASSIGNABLE_ROLES, roleNames } from "./roles";

type Role = (typeof ASSIGNABLE_ROLES)[number]["value"];

function currentRole(user: AdminViewedUser): Role {
  return roleNames(user.role).includes("admin") ? "admin" : "user";
}

/** Makes the user an admin, or a plain user again (set-role). */
export function RoleSection(props: { user: AdminViewedUser; onChanged: () => Promise<void> }) {
  const [role, setRole] = useState<Role>(currentRole(props.user));
  const [saved, setSaved] = useState(false);
  const action = useAction();
  const { t } = useText();
  const unchanged = role === currentRole(props.user);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const { error } = await action.run(() =>
      authClient.admin.setRole({ userId: props.user.id, role }),
    );
    if (error) return;
    setSaved(true);
    await props.onChanged();
  };

  return (
    <Section id="role" title={t("invitations.role")} description={t("adminRole.description")}>
      <form onSubmit={submit} noValidate>
        <SelectField
          id="user-role"
          label={t("adminRole.label")}
          value={role}
          options={ASSIGNABLE_ROLES.map((known) => ({
            value: known.value,
            label: t("invitations.roleOption", {
              role: t(known.label),
              description: t(known.description),
            }),
          }))}
          onChange={(chosen) => {
            setRole(chosen);
            setSaved(false);
          }}
        />
        {saved ? <Notice tone="success">{t("adminRole.saved")}</Notice> : null}
        <FormError message={action.error ? errorText(action.error) : null} />
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel={t("common.saving")}
          disabled={unchanged}
        >
          {t("adminRole.save")}
        </Button>
      </form>
    </Section>
  );
}
