import { useEffect, useState } from "react";
import { authClient } from "../../auth-client";

export type UserFilter =
  | { state: "none" }
  | { state: "finding" }
  | { state: "found"; userId: string }
  | { state: "unknown" };

/**
 * The Audit page's user filter as a user id: an email address is looked up through list-users
 * (exactly that address); anything else is taken as an id.
 */
export function useUserFilter(user: string): UserFilter {
  const wanted = user.trim();
  const byEmail = wanted.includes("@");
  const [found, setFound] = useState<{ email: string; userId: string | null } | null>(null);
  useEffect(() => {
    if (!byEmail) return;
    let current = true;
    const email = wanted.toLowerCase();
    void authClient.admin
      .listUsers({
        query: { searchValue: email, searchField: "email", searchOperator: "contains", limit: 100 },
      })
      .then(({ data }) => {
        if (!current) return;
        const match = data?.users.find((listed) => listed.email.toLowerCase() === email);
        setFound({ email: wanted, userId: match?.id ?? null });
      });
    return () => {
      current = false;
    };
  }, [wanted, byEmail]);
  if (!wanted) return { state: "none" };
  if (!byEmail) return { state: "found", userId: wanted };
  if (found?.email !== wanted) return { state: "finding" };
  return found.userId ? { state: "found", userId: found.userId } : { state: "unknown" };
}
