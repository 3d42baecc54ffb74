import type { AuthClientError, AuthResult } from "@tollgate/auth-client-react";
import { useCallback, useEffect, useRef, useState } from "react";

export interface Loaded<Data> {
  data: Data | null;
  error: AuthClientError | null;
  loading: boolean;
  reload(): Promise<void>;
}

/** Loads data through a client call on mount and on `reload()`. */
export function useLoader<Data>(load: () => Promise<AuthResult<Data>>): Loaded<Data> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [state, setState] = useState<Omit<Loaded<Data>, "reload">>({
    data: null,
    error: null,
    loading: true,
  });
  const reload = useCallback(async () => {
    setState((previous) => ({ ...previous, loading: true }));
    const result = await loadRef.current();
    setState({ data: result.data, error: result.error, loading: false });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload };
}
