import type { FormEvent } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { ConfirmButton } from "../../components/ConfirmButton";
import { FormError } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { errorText } from "../../errors/error-text";
import { atMost, required, TEAM_NAME_LENGTH } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { useLoader } from "../../hooks/use-loader";
import { useText } from "../../i18n/use-text";
import type { OrganizationMember } from "./active-organization";
import { TeamMembers } from "./TeamMembers";

/** A team's name: not empty, within the organization plugin's limit, one per organization. */
function useTeamNameForm(name: string) {
  return useForm({
    initial: { name },
    checks: { name: [required("teams.nameRequired"), atMost(TEAM_NAME_LENGTH.max)] },
    serverCodes: { name: ["TEAM_ALREADY_EXISTS"] },
    labels: { name: "teams.name" },
  });
}

function TeamRow(props: {
  team: { id: string; name: string };
  members: readonly OrganizationMember[];
  canManage: boolean;
  onChanged: () => Promise<void>;
}) {
  const form = useTeamNameForm(props.team.name);
  const name = form.values.name;
  const action = useAction();
  const removal = useAction();
  const { t } = useText();
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { error } = await action.run(() =>
      authClient.organization.updateTeam({ teamId: props.team.id, data: { name: name.trim() } }),
    );
    if (error) form.showServerError(error);
    else await props.onChanged();
  };
  const remove = async () => {
    const { error } = await removal.run(() =>
      authClient.organization.removeTeam({ teamId: props.team.id }),
    );
    if (!error) await props.onChanged();
  };
  return (
    <li className="list-item team-row" data-team-name={props.team.name}>
      {props.canManage ? (
        <form onSubmit={rename} noValidate className="grow team-form">
          <TextField id={`team-${props.team.id}`} label={t("teams.name")} {...form.field("name")} />
          <FormError
            message={form.formError ?? (removal.error ? errorText(removal.error) : null)}
          />
          <div className="button-row">
            <Button
              type="submit"
              variant="secondary"
              pending={action.pending}
              disabled={name.trim() === props.team.name}
            >
              {t("teams.rename")}
            </Button>
            <ConfirmButton
              variant="ghost"
              question={t("teams.removeQuestion", { name: props.team.name })}
              confirmLabel={t("common.remove")}
              pending={removal.pending}
              onConfirm={remove}
            >
              {t("common.remove")}
            </ConfirmButton>
          </div>
        </form>
      ) : (
        <div className="list-title grow">{props.team.name}</div>
      )}
      <TeamMembers team={props.team} members={props.members} canManage={props.canManage} />
    </li>
  );
}

/**
 * The organization's teams and their people; owners and admins create, rename and remove teams
 * and add or remove their people.
 */
export function TeamsSection(props: {
  organizationId: string;
  members: readonly OrganizationMember[];
  canCreate: boolean;
  canManage: boolean;
}) {
  const teams = useLoader(() =>
    authClient.organization.listTeams({ query: { organizationId: props.organizationId } }),
  );
  const form = useTeamNameForm("");
  const name = form.values.name;
  const action = useAction();
  const { t } = useText();
  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { error } = await action.run(() =>
      authClient.organization.createTeam({
        name: name.trim(),
        organizationId: props.organizationId,
      }),
    );
    if (error) return form.showServerError(error);
    form.reset();
    await teams.reload();
  };
  return (
    <Section id="teams" title={t("teams.title")} description={t("teams.description")}>
      <ul className="list" aria-label={t("teams.title")}>
        {(teams.data ?? []).map((team) => (
          <TeamRow
            key={`${team.id}-${team.name}`}
            team={team}
            members={props.members}
            canManage={props.canManage}
            onChanged={teams.reload}
          />
        ))}
      </ul>
      {teams.data?.length === 0 ? <p className="muted">{t("teams.none")}</p> : null}
      {props.canCreate && props.canManage ? null : (
        <p className="muted small">{t("teams.whoMayManage")}</p>
      )}
      {props.canCreate ? (
        <form onSubmit={create} noValidate className="inline-form">
          <TextField
            id="team-name"
            label={t("teams.new")}
            {...form.field("name")}
            placeholder={t("teams.placeholder")}
          />
          <FormError message={form.formError} />
          <Button type="submit" pending={action.pending} pendingLabel={t("common.creating")}>
            {t("teams.create")}
          </Button>
        </form>
      ) : null}
    </Section>
  );
}
