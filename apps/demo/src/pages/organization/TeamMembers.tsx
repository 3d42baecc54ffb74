import { useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { ConfirmButton } from "../../components/ConfirmButton";
import { FormError } from "../../components/Notice";
import { SelectField } from "../../components/SelectField";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useLoader } from "../../hooks/use-loader";
import { useText } from "../../i18n/use-text";
import type { OrganizationMember } from "./active-organization";

const nameOf = (member: OrganizationMember) => member.user.name || member.user.email;

/**
 * A team's people, read by every member of the organization; owners and admins add a member of
 * the organization to the team and remove one (after asking).
 */
export function TeamMembers(props: {
  team: { id: string; name: string };
  members: readonly OrganizationMember[];
  canManage: boolean;
}) {
  const { t } = useText();
  const inTeam = useLoader(() =>
    authClient.organization.listTeamMembers({ query: { teamId: props.team.id } }),
  );
  const [chosen, setChosen] = useState("");
  const action = useAction();
  const userIds = new Set((inTeam.data ?? []).map((row) => row.userId));
  const people = props.members.filter((member) => userIds.has(member.userId));
  const addable = props.members.filter((member) => !userIds.has(member.userId));
  const userToAdd = addable.some((member) => member.userId === chosen)
    ? chosen
    : (addable[0]?.userId ?? "");
  const add = async () => {
    if (!userToAdd) return;
    const { error } = await action.run(() =>
      authClient.organization.addTeamMember({ teamId: props.team.id, userId: userToAdd }),
    );
    if (!error) await inTeam.reload();
  };
  const remove = async (userId: string) => {
    const { error } = await action.run(() =>
      authClient.organization.removeTeamMember({ teamId: props.team.id, userId }),
    );
    if (!error) await inTeam.reload();
  };
  return (
    <div className="team-members">
      <ul className="list" aria-label={t("teams.membersOf", { name: props.team.name })}>
        {people.map((member) => (
          <li key={member.userId} className="list-item" data-team-member={member.user.email}>
            <span className="grow long-text">{nameOf(member)}</span>
            {props.canManage ? (
              <ConfirmButton
                variant="ghost"
                question={t("teams.removeMemberQuestion", {
                  member: nameOf(member),
                  name: props.team.name,
                })}
                confirmLabel={t("common.remove")}
                pending={action.pending}
                onConfirm={() => remove(member.userId)}
              >
                {t("common.remove")}
              </ConfirmButton>
            ) : null}
          </li>
        ))}
      </ul>
      {inTeam.data && people.length === 0 ? (
        <p className="muted small">{t("teams.noMembers")}</p>
      ) : null}
      <FormError message={action.error ? errorText(action.error) : null} />
      {props.canManage && addable.length > 0 ? (
        <div className="inline-form">
          <SelectField
            id={`team-member-${props.team.id}`}
            label={t("teams.memberToAdd", { name: props.team.name })}
            value={userToAdd}
            options={addable.map((member) => ({ value: member.userId, label: nameOf(member) }))}
            onChange={setChosen}
            disabled={action.pending}
          />
          <Button type="button" variant="secondary" pending={action.pending} onClick={add}>
            {t("teams.addMember")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
