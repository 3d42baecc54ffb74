import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { SelectField } from "../../components/SelectField";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import type { AdminViewedUser } from "./admin-user";
import { ASSIGNABLE_ROLES, roleNames } from "./roles";

type Role = (typeof ASSIGNABLE_ROLES)[number]["value"];

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({
  value: role.value,
  label: `${role.label}: ${role.description}`,
}));

function currentRole(user: AdminViewedUser): Role {
  return roleNames(user.role).includes("admin") ? "admin" : "user";
}

/** Makes the user an admin, or a plain user again (set-role). */
export function RoleSection(props: { user: AdminViewedUser; onChanged: () => Promise<void> }) {
  const [role, setRole] = useState<Role>(currentRole(props.user));
  const [saved, setSaved] = useState(false);
  const action = useAction();
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
    <Section id="role" title="Role" description="Admins can open this area and act on any user.">
      <form onSubmit={submit} noValidate>
        <SelectField
          id="user-role"
          label="This user's role"
          value={role}
          options={ROLE_OPTIONS}
          onChange={(chosen) => {
            setRole(chosen);
            setSaved(false);
          }}
        />
        {saved ? <Notice tone="success">Role saved.</Notice> : null}
        <FormError message={action.error ? errorText(action.error) : null} />
        <Button type="submit" pending={action.pending} pendingLabel="Saving…" disabled={unchanged}>
          Save role
        </Button>
      </form>
    </Section>
  );
}
