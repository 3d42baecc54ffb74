import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { DevMailboxLink } from "../../components/DevMailboxLink";
import { EmailAddress } from "../../components/EmailAddress";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { errorText } from "../../errors/error-text";
import { emailAddress } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { useLoader } from "../../hooks/use-loader";
import { useText } from "../../i18n/use-text";
import type { OrganizationTeam } from "./active-organization";
import { ORGANIZATION_ROLES, type OrganizationRole, roleLabel } from "./organization-roles";

/** Invite by email (the mail lands in the dev mailbox here), and the pending invitations. */
export function InvitationsSection(props: {
  organizationId: string;
  teams: readonly OrganizationTeam[];
  canInvite: boolean;
  canCancel: boolean;
}) {
  const invitations = useLoader(() =>
    authClient.organization.listInvitations({ query: { organizationId: props.organizationId } }),
  );
  const form = useForm({
    initial: { email: "" },
    checks: { email: [emailAddress] },
    serverCodes: {
      email: [
        "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
        "USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION",
        "INVALID_EMAIL",
      ],
    },
    labels: { email: "email.title" },
  });
  const email = form.values.email;
  const [role, setRole] = useState<OrganizationRole>("member");
  const [chosenTeamId, setTeamId] = useState("");
  // A team removed meanwhile is no longer offered, nor sent.
  const teamId = props.teams.some((team) => team.id === chosenTeamId) ? chosenTeamId : "";
  const teamName = (ids: string | null | undefined) =>
    (ids ?? "")
      .split(",")
      .map((id) => props.teams.find((team) => team.id === id)?.name)
      .filter((name) => name !== undefined)
      .join(", ");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useAction();
  const cancel = useAction();
  const { t, dateTime } = useText();
  const pending = (invitations.data ?? []).filter((invitation) => invitation.status === "pending");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    if (!form.validate()) return;
    const { error } = await invite.run(() =>
      authClient.organization.inviteMember({
        email: email.trim(),
        role,
        organizationId: props.organizationId,
        ...(teamId ? { teamId } : {}),
      }),
    );
    if (error) return form.showServerError(error);
    setSentTo(email.trim());
    form.reset();
    await invitations.reload();
  };

  const cancelInvitation = async (invitationId: string) => {
    const { error } = await cancel.run(() =>
      authClient.organization.cancelInvitation({ invitationId }),
    );
    if (!error) await invitations.reload();
  };

  return (
    <Section
      id="invitations"
      title={t("invitations.title")}
      description={t("invitations.description")}
    >
      {props.canInvite ? (
        <form onSubmit={submit} noValidate className="inline-form">
          <TextField
            id="invite-email"
            label={t("email.title")}
            type="email"
            autoComplete="off"
            {...form.field("email")}
          />
          <SelectField
            id="invite-role"
            label={t("invitations.role")}
            value={role}
            options={ORGANIZATION_ROLES.map((known) => ({
              value: known.value,
              label: t("invitations.roleOption", {
                role: t(known.label),
                description: t(known.description),
              }),
            }))}
            onChange={setRole}
          />
          {props.teams.length > 0 ? (
            <SelectField
              id="invite-team"
              label={t("invitations.team")}
              value={teamId}
              options={[
                { value: "", label: t("invitations.noTeam") },
                ...props.teams.map((team) => ({ value: team.id, label: team.name })),
              ]}
              onChange={setTeamId}
            />
          ) : null}
          <FormError message={form.formError} />
          {sentTo ? (
            <Notice tone="success">
              {t("invitations.sent", { email: sentTo })} <DevMailboxLink />
            </Notice>
          ) : null}
          <Button type="submit" pending={invite.pending} pendingLabel={t("common.sending")}>
            {t("invitations.submit")}
          </Button>
        </form>
      ) : (
        <p className="muted small">{t("invitations.whoMayInvite")}</p>
      )}
      <h3 className="subheading">{t("invitations.pending")}</h3>
      {pending.length === 0 ? <p className="muted">{t("invitations.none")}</p> : null}
      <FormError message={cancel.error ? errorText(cancel.error) : null} />
      <ul className="list" aria-label={t("invitations.pendingLabel")}>
        {pending.map((invitation) => (
          <li key={invitation.id} className="list-item" data-invitation-email={invitation.email}>
            <div className="grow">
              <div className="list-title long-text">
                <EmailAddress email={invitation.email} />
              </div>
              <div className="muted small">
                {roleLabel(invitation.role)} ·{" "}
                {teamName(invitation.teamId)
                  ? `${t("invitations.inTeam", { team: teamName(invitation.teamId) })} · `
                  : null}
                {t("invitations.until", { date: dateTime(new Date(invitation.expiresAt)) })}
              </div>
            </div>
            {props.canCancel ? (
              <Button variant="secondary" onClick={() => cancelInvitation(invitation.id)}>
                {t("common.cancel")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
