import { useState } from "react";
import { authClient } from "../../../auth-client";
import { Button } from "../../../components/Button";
import { Notice } from "../../../components/Notice";
import { Section } from "../../../components/Section";
import { useText } from "../../../i18n/use-text";
import { BackupCodes } from "./BackupCodes";
import { PasswordPrompt } from "./PasswordPrompt";
import { TotpSetup } from "./TotpSetup";
import "./two-factor.css";

/** Where the section is: at rest, asking the password for something, or in the middle of it. */
type Step =
  | { kind: "rest"; notice?: "turnedOff" }
  | { kind: "password"; purpose: "enable" | "newCodes" | "disable" }
  | { kind: "setup"; totpURI: string; backupCodes: string[] }
  | { kind: "codes"; backupCodes: string[]; why: "enabled" | "newCodes" };

/**
 * Two-factor authentication: turn it on with an authenticator app (password, QR code, first
 * code, then the backup codes once), get new backup codes, turn it off; and what "Trust this
 * device" at the second step of signing in does.
 */
export function TwoFactorSection(props: {
  enabled: boolean;
  email: string;
  /** The account has no password yet (signed up through a provider): it is set first. */
  withoutPassword: boolean;
}) {
  const { enabled, email, withoutPassword } = props;
  const [step, setStep] = useState<Step>({ kind: "rest" });
  const { t } = useText();
  const rest = () => setStep({ kind: "rest" });

  return (
    <Section id="two-factor" title={t("twoFactor.title")} description={t("twoFactor.description")}>
      {step.kind === "setup" ? (
        <TotpSetup
          totpURI={step.totpURI}
          onConfirmed={() =>
            setStep({ kind: "codes", backupCodes: step.backupCodes, why: "enabled" })
          }
          onCancel={rest}
        />
      ) : step.kind === "codes" ? (
        <>
          <Notice tone="success">
            {step.why === "enabled" ? t("twoFactor.enabled") : t("twoFactor.newCodesMade")}
          </Notice>
          <BackupCodes codes={step.backupCodes} email={email} />
          <Button onClick={rest}>{t("twoFactor.done")}</Button>
        </>
      ) : step.kind === "password" ? (
        <PasswordStep purpose={step.purpose} onStep={setStep} onCancel={rest} />
      ) : (
        <>
          <p className={`two-factor-status ${enabled ? "is-on" : "is-off"}`}>
            {enabled ? t("twoFactor.statusOn") : t("twoFactor.statusOff")}
          </p>
          {step.notice === "turnedOff" ? (
            <Notice tone="success">{t("twoFactor.turnedOff")}</Notice>
          ) : null}
          {enabled ? (
            <>
              <h3 className="subsection-title">{t("twoFactor.trustedTitle")}</h3>
              <p className="muted">{t("twoFactor.trustedText")}</p>
              <div className="button-row">
                <Button
                  variant="secondary"
                  onClick={() => setStep({ kind: "password", purpose: "newCodes" })}
                >
                  {t("twoFactor.newCodes")}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => setStep({ kind: "password", purpose: "disable" })}
                >
                  {t("twoFactor.turnOff")}
                </Button>
              </div>
            </>
          ) : withoutPassword ? (
            <p className="muted">{t("twoFactor.needsPassword")}</p>
          ) : (
            <Button onClick={() => setStep({ kind: "password", purpose: "enable" })}>
              {t("twoFactor.turnOn")}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}

/** The password, then the call it unlocks and where the section goes with its answer. */
function PasswordStep(props: {
  purpose: "enable" | "newCodes" | "disable";
  onStep: (step: Step) => void;
  onCancel: () => void;
}) {
  const { t } = useText();
  const { purpose, onStep, onCancel } = props;
  if (purpose === "enable")
    return (
      <PasswordPrompt
        id="two-factor-enable"
        submitLabel={t("twoFactor.continue")}
        pendingLabel={t("twoFactorStep.pending")}
        send={(password) => authClient.twoFactor.enable({ password })}
        onDone={(data) =>
          onStep(
            data.totpURI
              ? { kind: "setup", totpURI: data.totpURI, backupCodes: data.backupCodes ?? [] }
              : { kind: "rest" },
          )
        }
        onCancel={onCancel}
      />
    );
  if (purpose === "newCodes")
    return (
      <PasswordPrompt
        id="two-factor-codes"
        submitLabel={t("twoFactor.makeNewCodes")}
        pendingLabel={t("twoFactorStep.pending")}
        send={(password) => authClient.twoFactor.generateBackupCodes({ password })}
        onDone={(data) => onStep({ kind: "codes", backupCodes: data.backupCodes, why: "newCodes" })}
        onCancel={onCancel}
      />
    );
  return (
    <div className="confirm-panel">
      <p className="long-text">{t("twoFactor.turnOffQuestion")}</p>
      <PasswordPrompt
        id="two-factor-disable"
        danger
        submitLabel={t("twoFactor.turnOffConfirm")}
        pendingLabel={t("twoFactorStep.pending")}
        send={(password) => authClient.twoFactor.disable({ password })}
        onDone={() => onStep({ kind: "rest", notice: "turnedOff" })}
        onCancel={onCancel}
      />
    </div>
  );
}
