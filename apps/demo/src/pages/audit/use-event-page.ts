import type { AuthClientError, AuthResult } from "@tollgate/auth-client-react";
import { useEffect, useState } from "react";
import type { AuditEventPage, EventListAnswer } from "./audit-event";

export interface LoadedEvents {
  page: AuditEventPage | null;
  error: AuthClientError | null;
  loading: boolean;
}

/**
 * One page of events, asked again whenever `key` (the filters and the offset, as text)
 * changes; an answer to an older question is dropped, so quick paging never shows stale rows.
 */
export function useEventPage(
  key: string,
  load: () => Promise<AuthResult<EventListAnswer>>,
): LoadedEvents {
  const [state, setState] = useState<LoadedEvents>({ page: null, error: null, loading: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything `load` reads
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    void load().then((result) => {
      if (!current) return;
      // A JSON page: the client parses every answer it is given here (no format=jsonl).
      const page = result.data instanceof Response ? null : result.data;
      setState((previous) =>
        page
          ? { page, error: null, loading: false }
          : { page: previous.page, error: result.error, loading: false },
      );
    });
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}
