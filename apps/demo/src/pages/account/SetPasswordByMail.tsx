import { useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";

/**
 * For an account that signs in only through providers: a password is set through the mailed
 * reset link (setting one directly is server-only), after which email and password work too.
 */
export function SetPasswordByMail({ email, methods }: { email: string; methods: string }) {
  const action = useAction();
  const [sent, setSent] = useState(false);
  const { t } = useText();
  const send = async () => {
    const { error } = await action.run(() =>
      authClient.forgetPassword({ email, redirectTo: "/reset-password" }),
    );
    if (!error) setSent(true);
  };
  return (
    <>
      <p className="muted">{t("setPassword.explain", { methods })}</p>
      {sent ? (
        <Notice tone="success">{t("setPassword.sent", { email })}</Notice>
      ) : (
        <Button
          variant="secondary"
          onClick={send}
          pending={action.pending}
          pendingLabel={t("common.sending")}
        >
          {t("setPassword.submit")}
        </Button>
      )}
      <FormError message={action.error ? errorText(action.error) : null} />
    </>
  );
}
