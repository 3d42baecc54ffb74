import { useState } from "react";
import { Button } from "../../components/Button";
import { Notice } from "../../components/Notice";
import { useText } from "../../i18n/use-text";
import { exportEventsAsJsonLines } from "./export-events";

/** "Export as JSON lines": every event the filters match, as a file to download. */
export function ExportEventsButton(props: {
  query: Readonly<Record<string, string>>;
  disabled: boolean;
}) {
  const { t } = useText();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const exportFile = async () => {
    setPending(true);
    setFailed(false);
    try {
      setFailed(!(await exportEventsAsJsonLines(props.query)));
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="audit-toolbar">
      <Button
        variant="secondary"
        onClick={exportFile}
        pending={pending}
        pendingLabel={t("audit.admin.exporting")}
        disabled={props.disabled}
      >
        {t("audit.admin.export")}
      </Button>
      {failed ? <Notice tone="error">{t("audit.admin.exportFailed")}</Notice> : null}
    </div>
  );
}
