import { type Text, useText } from "../../i18n/use-text";
import { ASSIGNABLE_ROLES, roleNames } from "./roles";

interface BadgedUser {
  role?: unknown;
  banned?: boolean | null | undefined;
  emailVerified: boolean;
}

/** The user's roles, and "Banned" / "Unverified" when they apply. */
export function UserBadges({ user }: { user: BadgedUser }) {
  const roles = roleNames(user.role);
  const { t } = useText();
  return (
    <span className="badges">
      {(roles.length > 0 ? roles : ["user"]).map((role) => (
        <span key={role} className={`badge ${role === "admin" ? "badge-admin" : "badge-plain"}`}>
          {roleName(role, t)}
        </span>
      ))}
      {user.banned ? <span className="badge badge-danger">{t("adminUser.banned")}</span> : null}
      {user.emailVerified ? null : (
        <span className="badge badge-warn">{t("adminUser.unverified")}</span>
      )}
    </span>
  );
}

/** A known role in the reader's language; any other role as the server names it. */
function roleName(role: string, t: Text["t"]): string {
  const known = ASSIGNABLE_ROLES.find((candidate) => candidate.value === role);
  return known ? t(known.label) : role;
}
