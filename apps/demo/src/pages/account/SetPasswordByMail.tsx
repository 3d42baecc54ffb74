import { useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";

/**
 * For an account that signs in only through providers: a password is set through the mailed
 * reset link (setting one directly is server-only), after which email and password work too.
 */
export function SetPasswordByMail({ email, methods }: { email: string; methods: string }) {
  const action = useAction();
  const [sent, setSent] = useState(false);
  const send = async () => {
    const { error } = await action.run(() =>
      authClient.forgetPassword({ email, redirectTo: "/reset-password" }),
    );
    if (!error) setSent(true);
  };
  return (
    <>
      <p className="muted">
        This account has no password yet: you sign in with {methods}. To sign in with your email and
        a password as well, set one through a link we email you.
      </p>
      {sent ? (
        <Notice tone="success">
          Check {email}: the link to set your password is on its way. Setting it signs you out
          everywhere, then you sign in with your email and the new password.
        </Notice>
      ) : (
        <Button variant="secondary" onClick={send} pending={action.pending} pendingLabel="Sending…">
          Email me a link to set a password
        </Button>
      )}
      <FormError message={action.error ? errorText(action.error) : null} />
    </>
  );
}
