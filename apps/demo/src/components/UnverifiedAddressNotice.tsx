import { useState } from "react";
import { EMAIL_CHANGED_PATH } from "../../shared/paths";
import { authClient } from "../auth-client";
import { errorText } from "../errors/error-text";
import { useAction } from "../hooks/use-action";
import { useText } from "../i18n/use-text";
import { Button } from "./Button";
import { DevMailboxLink } from "./DevMailboxLink";
import { Notice } from "./Notice";

/**
 * The signed-in account's address after an email change, not verified yet: says where the
 * verification link went and sends it again on request (worded for the change, see
 * EMAIL_CHANGED_PATH).
 */
export function UnverifiedAddressNotice({ email }: { email: string }) {
  const [resent, setResent] = useState(false);
  const action = useAction();
  const { t, rich } = useText();

  const resend = async () => {
    setResent(false);
    const { error } = await action.run(() =>
      authClient.sendVerificationEmail({ email, callbackURL: EMAIL_CHANGED_PATH }),
    );
    setResent(!error);
  };

  return (
    <div className="unverified-address">
      <Notice tone="info">
        {rich(resent ? "unverified.resent" : "unverified.sent", {
          email: <strong className="long-text">{email}</strong>,
        })}{" "}
        <DevMailboxLink />
      </Notice>
      {action.error ? <Notice tone="error">{errorText(action.error)}</Notice> : null}
      <Button
        variant="secondary"
        onClick={resend}
        pending={action.pending}
        pendingLabel={t("common.sending")}
      >
        {t("unverified.sendAgain")}
      </Button>
    </div>
  );
}
