import { roleNames } from "./roles";

interface BadgedUser {
  role?: unknown;
  banned?: boolean | null | undefined;
  emailVerified: boolean;
}

/** The user's roles, and "Banned" / "Unverified" when they apply. */
export function UserBadges({ user }: { user: BadgedUser }) {
  const roles = roleNames(user.role);
  return (
    <span className="badges">
      {(roles.length > 0 ? roles : ["user"]).map((role) => (
        <span key={role} className={`badge ${role === "admin" ? "badge-admin" : "badge-plain"}`}>
          {role}
        </span>
      ))}
      {user.banned ? <span className="badge badge-danger">Banned</span> : null}
      {user.emailVerified ? null : <span className="badge badge-warn">Unverified</span>}
    </span>
  );
}
