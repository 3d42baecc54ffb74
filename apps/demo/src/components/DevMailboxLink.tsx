import { useDevMailbox } from "../hooks/use-dev-mailbox";
import { useText } from "../i18n/use-text";

/**
 * "Open the dev mailbox", shown only when the server keeps mail there (no SMTP); the page opens
 * in the language chosen here.
 */
export function DevMailboxLink({ prominent = false }: { prominent?: boolean }) {
  const available = useDevMailbox();
  const { t, language } = useText();
  if (!available) return null;
  return (
    <a
      className={prominent ? "button button-secondary dev-mailbox" : "dev-mailbox"}
      href={`/dev/mail?lang=${language}`}
      target="_blank"
      rel="noreferrer"
    >
      {t("devMailbox.open")}
    </a>
  );
}
