import type { AuthClientError, AuthResult } from "@tollgate/auth-client-react";
import { useCallback, useState } from "react";

export interface Action {
  pending: boolean;
  error: AuthClientError | null;
  /** Runs a client call, tracking its progress and keeping its error for display. */
  run<Data>(call: () => Promise<AuthResult<Data>>): Promise<AuthResult<Data>>;
  clear(): void;
}

export function useAction(): Action {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AuthClientError | null>(null);
  const run = useCallback(async <Data>(call: () => Promise<AuthResult<Data>>) => {
    setPending(true);
    setError(null);
    try {
      const result = await call();
      setError(result.error);
      return result;
    } finally {
      setPending(false);
    }
  }, []);
  const clear = useCallback(() => setError(null), []);
  return { pending, error, run, clear };
}
