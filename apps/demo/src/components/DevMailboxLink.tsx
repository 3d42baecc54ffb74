import { useDevMailbox } from "../hooks/use-dev-mailbox";
import { useText } from "../i18n/use-text";

/** "Open the dev mailbox", shown only when the server keeps mail there (no SMTP). */
export function DevMailboxLink({ prominent = false }: { prominent?: boolean }) {
  const available = useDevMailbox();
  const { t } = useText();
  if (!available) return null;
  return (
    <a
      className={prominent ? "button button-secondary dev-mailbox" : "dev-mailbox"}
      href="/dev/mail"
      target="_blank"
      rel="noreferrer"
    >
      {t("devMailbox.open")}
    </a>
  );
}
