import { useDevMailbox } from "../hooks/use-dev-mailbox";

/** "Open the dev mailbox", shown only when the server keeps mail there (no SMTP). */
export function DevMailboxLink({ prominent = false }: { prominent?: boolean }) {
  const available = useDevMailbox();
  if (!available) return null;
  return (
    <a
      className={prominent ? "button button-secondary dev-mailbox" : "dev-mailbox"}
      href="/dev/mail"
      target="_blank"
      rel="noreferrer"
    >
      Open the dev mailbox
    </a>
  );
}
