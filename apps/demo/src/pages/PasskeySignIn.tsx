import type { AuthClientError, AuthResult } from "@tollgate/auth-client-react";
import type { PasskeySignIn as SignedIn } from "@tollgate/passkey-plugin/client";
import { useState } from "react";
import { authClient } from "../auth-client";
import { Button } from "../components/Button";
import { FormError } from "../components/Notice";
import { errorText } from "../errors/error-text";
import { useAction } from "../hooks/use-action";
import { useText } from "../i18n/use-text";
import { afterSignIn } from "../router/after-sign-in";
import { navigate } from "../router/router";
import { PasskeyAutofill } from "./PasskeyAutofill";
import "./passkey-sign-in.css";

/** The browser ended the ceremony (closed, aborted, no autofill): nothing reached the server. */
const BROWSER_ENDED = "AUTH_CANCELLED";

/**
 * Sign-in with a passkey, no email typed: the button asks the browser for one at once, and while
 * the page is open the email field's autofill offers them too. A user with two-factor on goes
 * to the second step (the client's two-factor redirect) only when the passkey did not verify
 * them; with user verification a passkey is both factors.
 */
export function PasskeySignIn() {
  const { t } = useText();
  const session = authClient.useSession();
  const button = useAction();
  const [autofillError, setAutofillError] = useState<AuthClientError | null>(null);
  // A new key after the button's ceremony failed: the autofill waits again.
  const [autofillRound, setAutofillRound] = useState(0);

  const signedIn = async (result: AuthResult<SignedIn>) => {
    if (!result.data || "twoFactorRedirect" in result.data) return;
    // Read before the session arrives: the app may already move on then.
    const destination = afterSignIn(new URLSearchParams(window.location.search));
    await session.refetch();
    navigate(destination);
  };

  const fromAutofill = async (result: AuthResult<SignedIn>) => {
    // The browser ending it (the button's ceremony started, no autofill here) says nothing.
    if (result.error && result.error.code !== BROWSER_ENDED) setAutofillError(result.error);
    await signedIn(result);
  };

  const fromButton = async () => {
    setAutofillError(null);
    const result = await button.run(() => authClient.signIn.passkey());
    if (result.error) setAutofillRound((round) => round + 1);
    else await signedIn(result);
  };

  const error = button.error ?? autofillError;
  return (
    <div className="passkey-sign-in">
      <PasskeyAutofill key={autofillRound} onResult={fromAutofill} />
      <FormError message={error ? errorText(error) : null} />
      <Button
        variant="secondary"
        className="button-block"
        pending={button.pending}
        pendingLabel={t("signIn.passkeyPending")}
        onClick={fromButton}
      >
        {t("signIn.passkey")}
      </Button>
    </div>
  );
}
