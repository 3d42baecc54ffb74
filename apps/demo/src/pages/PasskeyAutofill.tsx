import type { AuthResult } from "@tollgate/auth-client-react";
import type { PasskeySignIn } from "@tollgate/passkey-plugin/client";
import { useEffect, useRef } from "react";
import { authClient } from "../auth-client";

/**
 * Renders nothing: while it is mounted, the browser offers the passkeys it holds for this site
 * in the autofill of the field marked `autocomplete="username webauthn"` (conditional UI), and
 * `onResult` hears the sign-in once one is picked. Unmounting (leaving the page) ends the
 * waiting request; remount it (a new `key`) to wait again.
 */
export function PasskeyAutofill(props: { onResult: (result: AuthResult<PasskeySignIn>) => void }) {
  const onResult = useRef(props.onResult);
  onResult.current = props.onResult;
  useEffect(() => {
    if (typeof window.PublicKeyCredential !== "function") return;
    const leaving = new AbortController();
    void authClient.signIn
      .passkey({ autoFill: true, fetchOptions: { signal: leaving.signal } })
      .then((result) => {
        if (!leaving.signal.aborted) onResult.current(result);
      });
    return () => leaving.abort();
  }, []);
  return null;
}
