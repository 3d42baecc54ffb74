import { type FormEvent, useState } from "react";
import { authClient } from "../auth-client";
import { CaptchaWidget } from "../captcha/CaptchaWidget";
import { Button } from "../components/Button";
import { DevMailboxLink } from "../components/DevMailboxLink";
import { FormError, Notice } from "../components/Notice";
import { TextField } from "../components/TextField";
import { errorText } from "../errors/error-text";
import { useAction } from "../hooks/use-action";
import { useText } from "../i18n/use-text";
import { afterSignIn } from "../router/after-sign-in";
import { useLocation } from "../router/router";

/**
 * "Email me a sign-in link": the magic-link plugin, as a fold of the sign-in page. The link
 * signs in and opens the page that sent the person to sign in (`next`, e.g. an invitation), else
 * the account page.
 */
export function MagicLinkSignIn() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [invalidAddress, setInvalidAddress] = useState(false);
  const action = useAction();
  const { t } = useText();
  const { query } = useLocation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
      setInvalidAddress(true);
      return;
    }
    setInvalidAddress(false);
    const { error } = await action.run(() =>
      authClient.signIn.magicLink({
        email: address,
        callbackURL: afterSignIn(query),
        errorCallbackURL: "/auth-error",
      }),
    );
    if (!error) setSentTo(address);
  };

  if (!open)
    return (
      <p className="magic-link-toggle">
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {t("magicLink.open")}
        </button>
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="magic-link-form">
      <TextField
        id="magic-link-email"
        label={t("magicLink.email")}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={invalidAddress ? t("field.emailInvalid") : null}
      />
      <CaptchaWidget />
      <FormError message={action.error ? errorText(action.error) : null} />
      {sentTo ? (
        <Notice tone="success">
          {t("magicLink.sent", { email: sentTo })} <DevMailboxLink />
        </Notice>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        pending={action.pending}
        pendingLabel={t("common.sending")}
      >
        {t("magicLink.submit")}
      </Button>
    </form>
  );
}
