import { organizationAddress } from "../../../shared/paths";
import type { SessionData } from "../../auth-client";
import { authClient } from "../../auth-client";
import { Avatar } from "../../components/Avatar";
import { Spinner } from "../../components/Spinner";
import { usePageTitle } from "../../hooks/use-page-title";
import { useText } from "../../i18n/use-text";
import { Link } from "../../router/Link";
import { OrganizationAuditSection } from "../audit/OrganizationAuditSection";
import type { ActiveOrganization } from "./active-organization";
import { CreateOrganizationSection } from "./CreateOrganizationSection";
import { InvitationsSection } from "./InvitationsSection";
import { LeaveOrDeleteSection } from "./LeaveOrDeleteSection";
import { MembersSection } from "./MembersSection";
import { OrganizationSettingsSection } from "./OrganizationSettingsSection";
import { hasRole, roleAllows, roleLabel } from "./organization-roles";
import { TeamsSection } from "./TeamsSection";
import "./organization.css";

/** The active organization: settings, members, invitations and teams; or creating a first one. */
export function OrganizationPage({ session }: { session: SessionData }) {
  const { t } = useText();
  usePageTitle(t("orgSwitcher.label"));
  const active = authClient.useActiveOrganization();
  const organization = active.data;

  if (active.isPending)
    return (
      <main className="page center">
        <Spinner label={t("app.loading")} />
      </main>
    );
  if (!organization)
    return (
      <main className="page">
        <header className="page-header">
          <h1>{t("organization.none.title")}</h1>
          <p className="muted">{t("organization.none.description")}</p>
        </header>
        <div className="sections">
          <CreateOrganizationSection first />
        </div>
      </main>
    );

  return <ActiveOrganizationView organization={organization} session={session} />;
}

/**
 * The active organization's page. Only here is the caller's membership asked for
 * (get-active-member), so a visit with no active organization sends no request that fails.
 */
function ActiveOrganizationView({
  organization,
  session,
}: {
  organization: ActiveOrganization;
  session: SessionData;
}) {
  const { t } = useText();
  const member = authClient.useActiveMember();
  const role = member.data?.organizationId === organization.id ? member.data.role : undefined;
  const canManageMembers = roleAllows(role, { member: ["update", "delete"] });
  const canInvite = roleAllows(role, { invitation: ["create"] });
  const canCancelInvitations = roleAllows(role, { invitation: ["cancel"] });
  // Until the caller's role here is known, show no section: an owner must not see the
  // read-only view first and the forms a moment later.
  if (!role && member.isPending)
    return (
      <main className="page center">
        <Spinner label={t("app.loading")} />
      </main>
    );
  return (
    <main className="page">
      <header className="page-header organization-header">
        <Avatar name={organization.name} image={organization.logo ?? null} size={48} />
        <div className="organization-title">
          <h1 className="long-text">{organization.name}</h1>
          <p className="muted long-text">
            <Link to={organizationAddress(organization.slug)}>
              {organizationAddress(organization.slug)}
            </Link>
            {role ? ` · ${t("organization.yourRole", { role: roleLabel(role) })}` : null}
          </p>
        </div>
      </header>
      <div className="sections">
        <OrganizationSettingsSection
          key={`${organization.id}-${organization.name}-${organization.slug}`}
          organization={organization}
          canUpdate={roleAllows(role, { organization: ["update"] })}
        />
        <MembersSection
          organization={organization}
          userId={session.user.id}
          canManage={canManageMembers}
          callerIsOwner={hasRole(role, "owner")}
        />
        <InvitationsSection
          key={organization.id}
          organizationId={organization.id}
          teams={organization.teams}
          canInvite={canInvite}
          canCancel={canCancelInvitations}
        />
        <TeamsSection
          key={`teams-${organization.id}`}
          organizationId={organization.id}
          members={organization.members}
          canCreate={roleAllows(role, { team: ["create"] })}
          canManage={roleAllows(role, { team: ["update", "delete"] })}
        />
        {hasRole(role, "owner") || hasRole(role, "admin") ? (
          <OrganizationAuditSection organizationId={organization.id} />
        ) : null}
        <CreateOrganizationSection first={false} />
        <LeaveOrDeleteSection
          organization={organization}
          canDelete={roleAllows(role, { organization: ["delete"] })}
        />
      </div>
    </main>
  );
}
