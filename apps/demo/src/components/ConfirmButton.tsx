import { type ReactNode, useState } from "react";
import { Button } from "./Button";
import { ConfirmPanel } from "./ConfirmPanel";

/**
 * A button for a destructive action that asks first (ConfirmPanel) and acts only on the red
 * button; "Keep it" brings the button back.
 */
export function ConfirmButton(props: {
  children: ReactNode;
  "aria-label"?: string;
  variant?: "secondary" | "ghost" | "danger";
  disabled?: boolean;
  question: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  if (asking)
    return (
      <ConfirmPanel
        question={props.question}
        confirmLabel={props.confirmLabel}
        pending={props.pending}
        onConfirm={async () => {
          await props.onConfirm();
          setAsking(false);
        }}
        onKeep={() => setAsking(false)}
      />
    );
  return (
    <Button
      variant={props.variant ?? "secondary"}
      aria-label={props["aria-label"]}
      disabled={props.disabled}
      onClick={() => setAsking(true)}
    >
      {props.children}
    </Button>
  );
}
