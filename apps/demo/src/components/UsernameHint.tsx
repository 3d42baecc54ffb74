import type { Availability } from "../hooks/use-username-availability";
import { useText } from "../i18n/use-text";
import { Spinner } from "./Spinner";

export function UsernameHint({ availability, idle }: { availability: Availability; idle: string }) {
  const { t } = useText();
  switch (availability.state) {
    case "checking":
      return (
        <span className="hint-checking">
          <Spinner /> {t("username.checking")}
        </span>
      );
    case "available":
      return <span className="hint-ok">✓ {t("username.available")}</span>;
    case "taken":
      return <span className="hint-bad">{t("error.USERNAME_IS_ALREADY_TAKEN")}</span>;
    case "invalid":
      return <span className="hint-bad">{availability.message}</span>;
    default:
      return <span>{idle}</span>;
  }
}
