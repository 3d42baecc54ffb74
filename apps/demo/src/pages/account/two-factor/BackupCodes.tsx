import { useState } from "react";
import { Button } from "../../../components/Button";
import { useText } from "../../../i18n/use-text";
import { backupCodesFile, downloadText } from "./backup-codes-file";

/** Backup codes, shown once: to copy or download as a .txt file. */
export function BackupCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const [copied, setCopied] = useState(false);
  const { t } = useText();
  const file = () => backupCodesFile(t("twoFactor.codesFileHeading", { email }), codes);
  return (
    <div className="backup-codes">
      <ul className="backup-code-list" aria-label={t("twoFactor.backupCodesLabel")}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <Button
          variant="secondary"
          onClick={async () => {
            await navigator.clipboard?.writeText(codes.join("\n")).catch(() => undefined);
            setCopied(true);
          }}
        >
          {copied ? t("twoFactor.copied") : t("twoFactor.copyCodes")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => downloadText("tollgate-demo-backup-codes.txt", file())}
        >
          {t("twoFactor.downloadCodes")}
        </Button>
      </div>
    </div>
  );
}
