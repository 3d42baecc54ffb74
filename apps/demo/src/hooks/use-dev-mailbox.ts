import { useEffect, useState } from "react";

/** Whether this server keeps mail in its dev mailbox (it answers /api/dev/mail). */
export function useDevMailbox(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let active = true;
    fetch("/api/dev/mail", { method: "HEAD" })
      .then((response) => active && setAvailable(response.ok))
      .catch(() => active && setAvailable(false));
    return () => {
      active = false;
    };
  }, []);
  return available;
}
