import { useEffect, useState } from "react";
import { authClient } from "../auth-client";
import { errorText } from "../errors/error-text";

export type Availability =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "available" }
  | { state: "taken" }
  | { state: "invalid"; message: string };

const DEBOUNCE_MS = 350;

/** Asks the server, shortly after typing stops, whether a username is free (and valid). */
export function useUsernameAvailability(username: string, current?: string | null): Availability {
  const [availability, setAvailability] = useState<Availability>({ state: "idle" });
  useEffect(() => {
    const wanted = username.trim();
    if (!wanted || wanted.toLowerCase() === current?.toLowerCase()) {
      setAvailability({ state: "idle" });
      return;
    }
    setAvailability({ state: "checking" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const { data, error } = await authClient.isUsernameAvailable({
        username: wanted,
        fetchOptions: { signal: controller.signal },
      });
      if (controller.signal.aborted) return;
      if (error) setAvailability({ state: "invalid", message: errorText(error) });
      else setAvailability({ state: data.available ? "available" : "taken" });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [username, current]);
  return availability;
}
