import type { ComponentProps } from "react";
import { Spinner } from "./Spinner";

type ButtonProps = ComponentProps<"button"> & {
  pending?: boolean;
  /** Shown instead of the label while pending, e.g. "Saving…". */
  pendingLabel?: string;
  variant?: "primary" | "secondary" | "danger" | "ghost";
};

/** A button that shows progress and cannot be pressed twice while its action runs. */
export function Button({
  pending = false,
  pendingLabel,
  variant = "primary",
  className,
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`button button-${variant}${className ? ` ${className}` : ""}`}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending ? (
        <>
          <Spinner />
          <span>{pendingLabel ?? children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
