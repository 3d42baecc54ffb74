import { useEffect, useState } from "react";
import { SIGN_IN_PROVIDERS_PATH, type SignInProvider } from "../../shared/sign-in-providers";

/** The providers this server offers "Continue with …" for; empty until known (or on failure). */
export function useSignInProviders(): SignInProvider[] {
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  useEffect(() => {
    let active = true;
    fetch(SIGN_IN_PROVIDERS_PATH)
      .then((response) => (response.ok ? response.json() : []))
      .then((list: SignInProvider[]) => active && setProviders(list))
      .catch(() => active && setProviders([]));
    return () => {
      active = false;
    };
  }, []);
  return providers;
}
