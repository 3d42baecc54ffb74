import type { Availability } from "../hooks/use-username-availability";
import { Spinner } from "./Spinner";

export function UsernameHint({ availability, idle }: { availability: Availability; idle: string }) {
  switch (availability.state) {
    case "checking":
      return (
        <span className="hint-checking">
          <Spinner /> Checking…
        </span>
      );
    case "available":
      return <span className="hint-ok">✓ Available</span>;
    case "taken":
      return <span className="hint-bad">That username is taken. Try another one.</span>;
    case "invalid":
      return <span className="hint-bad">{availability.message}</span>;
    default:
      return <span>{idle}</span>;
  }
}
