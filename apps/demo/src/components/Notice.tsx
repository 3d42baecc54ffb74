import type { ReactNode } from "react";

/** A message about a whole form or action: an error (announced at once) or a success. */
export function Notice({
  tone,
  children,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
}) {
  return (
    <div className={`notice notice-${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** The form-level error, if any. */
export function FormError({ message }: { message: string | null }) {
  return message ? <Notice tone="error">{message}</Notice> : null;
}
