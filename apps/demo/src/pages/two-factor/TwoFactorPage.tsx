import type { AuthClientError } from "@tollgate/auth-client-react";
import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { CheckboxField } from "../../components/CheckboxField";
import { DevMailboxLink } from "../../components/DevMailboxLink";
import { FormError, Notice } from "../../components/Notice";
import { TextField } from "../../components/TextField";
import { required } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { usePageTitle } from "../../hooks/use-page-title";
import type { MessageKey } from "../../i18n/catalogue";
import { useText } from "../../i18n/use-text";
import { afterSignIn } from "../../router/after-sign-in";
import { Link } from "../../router/Link";
import { navigate, useLocation } from "../../router/router";
import { afterSecondStep } from "../../router/second-step";
import { firstMethod, type SecondStepMethod } from "./second-step-method";
import "./second-step.css";

const SUBTITLES: Record<SecondStepMethod, MessageKey> = {
  app: "twoFactorStep.subtitleApp",
  backup: "twoFactorStep.subtitleBackup",
  email: "twoFactorStep.subtitleEmail",
};

const SWITCH_LABELS: Record<SecondStepMethod, MessageKey> = {
  app: "twoFactorStep.useApp",
  backup: "twoFactorStep.useBackup",
  email: "twoFactorStep.useEmail",
};

/** The codes that say the code itself is wrong or spent: shown under the code field. */
const CODE_ERRORS = [
  "INVALID_CODE",
  "INVALID_BACKUP_CODE",
  "OTP_HAS_EXPIRED",
  "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
] as const;

function verify(method: SecondStepMethod, code: string, trustDevice: boolean) {
  if (method === "backup") return authClient.twoFactor.verifyBackupCode({ code, trustDevice });
  if (method === "email") return authClient.twoFactor.verifyOtp({ code, trustDevice });
  return authClient.twoFactor.verifyTotp({ code, trustDevice });
}

/**
 * The second step of signing in with two-factor on: a code from the authenticator app, a backup
 * code, or a code sent by mail; "Trust this device" skips this step here next time. The session
 * starts when the code checks out, then the page the sign-in was headed for.
 */
export function TwoFactorPage() {
  const { t } = useText();
  usePageTitle(t("twoFactorStep.pageTitle"));
  const { query } = useLocation();
  const [method, setMethod] = useState<SecondStepMethod>(() => firstMethod(query.get("methods")));
  const [trustDevice, setTrustDevice] = useState(false);
  const [mailSent, setMailSent] = useState(false);
  const [expired, setExpired] = useState(false);
  const form = useForm({
    initial: { code: "" },
    checks: { code: [required("twoFactorStep.codeRequired")] },
    serverCodes: { code: CODE_ERRORS },
  });
  const session = authClient.useSession();
  const action = useAction();
  const send = useAction();

  const refused = (error: AuthClientError) => {
    if (error.code === "INVALID_TWO_FACTOR_COOKIE") setExpired(true);
    else form.showServerError(error);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const destination = afterSignIn(afterSecondStep(query));
    const code = form.values.code.trim().replace(/\s/g, "");
    const { error } = await action.run(() => verify(method, code, trustDevice));
    if (error) return refused(error);
    await session.refetch();
    navigate(destination);
  };

  const sendMail = async () => {
    const { error } = await send.run(() => authClient.twoFactor.sendOtp());
    if (error) refused(error);
    else setMailSent(true);
  };

  const choose = (next: SecondStepMethod) => {
    setMethod(next);
    form.reset();
  };

  if (expired)
    return (
      <AuthCard title={t("twoFactorStep.title")}>
        <Notice tone="error">{t("twoFactorStep.expired")}</Notice>
        <Link className="button button-primary button-block" to="/sign-in">
          {t("twoFactorStep.backToSignIn")}
        </Link>
      </AuthCard>
    );

  const waitingForMail = method === "email" && !mailSent;
  return (
    <AuthCard
      title={t("twoFactorStep.title")}
      subtitle={t(SUBTITLES[method])}
      footer={<Link to="/sign-in">{t("twoFactorStep.backToSignIn")}</Link>}
    >
      {method === "email" ? (
        <div className="second-step-mail">
          {mailSent ? (
            <Notice tone="success">
              {t("twoFactorStep.sent")} <DevMailboxLink />
            </Notice>
          ) : null}
          <Button
            variant={mailSent ? "ghost" : "primary"}
            className={mailSent ? undefined : "button-block"}
            pending={send.pending}
            pendingLabel={t("common.sending")}
            onClick={sendMail}
          >
            {mailSent ? t("twoFactorStep.resend") : t("twoFactorStep.send")}
          </Button>
          {waitingForMail ? <FormError message={form.formError} /> : null}
        </div>
      ) : null}
      {waitingForMail ? null : (
        <form onSubmit={submit} noValidate>
          <TextField
            key={method}
            id="second-step-code"
            label={method === "backup" ? t("twoFactorStep.backupCode") : t("twoFactorStep.code")}
            inputMode={method === "backup" ? "text" : "numeric"}
            autoComplete="one-time-code"
            spellCheck={false}
            autoFocus
            {...form.field("code")}
          />
          <CheckboxField
            id="trust-device"
            label={t("twoFactorStep.trust")}
            checked={trustDevice}
            onChange={setTrustDevice}
          />
          <FormError message={form.formError} />
          <Button
            type="submit"
            className="button-block"
            pending={action.pending}
            pendingLabel={t("twoFactorStep.pending")}
          >
            {t("twoFactorStep.verify")}
          </Button>
        </form>
      )}
      <ul className="second-step-switch">
        {(["app", "backup", "email"] as const)
          .filter((other) => other !== method)
          .map((other) => (
            <li key={other}>
              <button type="button" className="link-button" onClick={() => choose(other)}>
                {t(SWITCH_LABELS[other])}
              </button>
            </li>
          ))}
      </ul>
    </AuthCard>
  );
}
