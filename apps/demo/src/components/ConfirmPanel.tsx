import { useEffect, useRef } from "react";
import { useText } from "../i18n/use-text";
import { Button } from "./Button";

/**
 * The question every destructive action asks before it acts, the same everywhere: what will
 * happen, a red button that does it, and "Keep it" that does nothing. Focus moves to the
 * question's red button, so a keyboard user answers it next.
 */
export function ConfirmPanel(props: {
  question: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { t } = useText();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="confirm-panel">
      <p className="long-text">{props.question}</p>
      <div className="button-row">
        <Button ref={confirm} variant="danger" pending={props.pending} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
        <Button variant="ghost" onClick={props.onKeep} disabled={props.pending}>
          {t("leave.keep")}
        </Button>
      </div>
    </div>
  );
}
