import { useEffect, useRef } from "react";
import { authClient } from "../auth-client";

/**
 * The organization client's stores that hold one person's data (their organizations, the active
 * one, their membership), by the signal that makes each refetch — the names Better Auth's client
 * uses too. The client refetches the active ones after any session change, but the list only
 * after organization calls: an impersonation started or stopped would leave the header showing
 * the other person's organizations.
 */
const PERSON_SCOPED_SIGNALS = ["$listOrg", "$activeOrgSignal", "$activeMemberSignal"] as const;

/**
 * Refetches every person-scoped store when the session's user changes (sign-in as someone
 * else, impersonation start or stop); the screens themselves remount by the user's id.
 */
export function usePersonScopedStores(userId: string | undefined): void {
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    for (const signal of PERSON_SCOPED_SIGNALS) authClient.$store.notify(signal);
  }, [userId]);
}
