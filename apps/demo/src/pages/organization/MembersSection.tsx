import { useState } from "react";
import { authClient } from "../../auth-client";
import { Avatar } from "../../components/Avatar";
import { ConfirmButton } from "../../components/ConfirmButton";
import { EmailAddress } from "../../components/EmailAddress";
import { FormError } from "../../components/Notice";
import { Section } from "../../components/Section";
import { SelectField } from "../../components/SelectField";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";
import type { ActiveOrganization, OrganizationMember } from "./active-organization";
import {
  hasRole,
  ORGANIZATION_ROLES,
  type OrganizationRole,
  roleLabel,
} from "./organization-roles";

const knownRole = (role: string): OrganizationRole =>
  ORGANIZATION_ROLES.find((known) => known.value === role)?.value ?? "member";

function MemberRow(props: {
  member: OrganizationMember;
  you: boolean;
  canManage: boolean;
  callerIsOwner: boolean;
}) {
  const { member } = props;
  // Only an owner changes an owner's role or removes an owner, and only an owner makes owners.
  const manageable =
    props.canManage && !props.you && (props.callerIsOwner || !hasRole(member.role, "owner"));
  const roles = ORGANIZATION_ROLES.filter(
    (known) => props.callerIsOwner || known.value !== "owner",
  );
  const [role, setRole] = useState<OrganizationRole>(knownRole(member.role));
  const action = useAction();
  const { t } = useText();
  const label = member.user.name || member.user.email;

  const changeRole = (chosen: OrganizationRole) => {
    setRole(chosen);
    void action.run(() =>
      authClient.organization.updateMemberRole({
        memberId: member.id,
        role: chosen,
        organizationId: member.organizationId,
      }),
    );
  };
  const remove = () =>
    action.run(() =>
      authClient.organization.removeMember({
        memberIdOrEmail: member.id,
        organizationId: member.organizationId,
      }),
    );

  return (
    <li className="list-item member-row" data-member-email={member.user.email}>
      <Avatar name={label} image={member.user.image} />
      <div className="grow">
        <div className="list-title long-text">
          {label} {props.you ? <span className="badge badge-ok">{t("members.you")}</span> : null}
        </div>
        <div className="muted small long-text">
          <EmailAddress email={member.user.email} />
        </div>
        <FormError message={action.error ? errorText(action.error) : null} />
      </div>
      <div className="member-actions">
        {manageable ? (
          <>
            <SelectField
              id={`role-${member.id}`}
              label={t("members.roleOf", { name: label })}
              value={role}
              options={roles.map((known) => ({
                value: known.value,
                label: t(known.label),
              }))}
              onChange={changeRole}
              disabled={action.pending}
            />
            <ConfirmButton
              question={t("members.removeQuestion", { name: label })}
              confirmLabel={t("common.remove")}
              pending={action.pending}
              onConfirm={remove}
            >
              {t("common.remove")}
            </ConfirmButton>
          </>
        ) : (
          <span className="badge">{roleLabel(member.role)}</span>
        )}
      </div>
    </li>
  );
}

/** Who is in the organization, with their roles; owners and admins change roles and remove. */
export function MembersSection(props: {
  organization: ActiveOrganization;
  userId: string;
  canManage: boolean;
  callerIsOwner: boolean;
}) {
  const { members } = props.organization;
  const { t } = useText();
  return (
    <Section
      id="members"
      title={t("members.title")}
      description={t("members.count", {
        count: members.length,
        organization: props.organization.name,
      })}
    >
      <ul className="list" aria-label={t("members.title")}>
        {members.map((member) => (
          <MemberRow
            key={`${member.id}-${member.role}`}
            member={member}
            you={member.userId === props.userId}
            canManage={props.canManage}
            callerIsOwner={props.callerIsOwner}
          />
        ))}
      </ul>
      {props.callerIsOwner ? null : (
        <p className="muted small">
          {props.canManage ? t("members.ownerOnly") : t("members.whoMayChange")}
        </p>
      )}
    </Section>
  );
}
