import { useEffect, useState } from "react";
import { SIGN_IN_PROVIDERS_PATH, type SignInProvider } from "../../shared/sign-in-providers";
import type { MessageKey } from "../i18n/catalogue";
import { useText } from "../i18n/use-text";

/** The demo's own local providers are named in the reader's language; real ones by their brand. */
const LOCAL_PROVIDER_NAMES: Readonly<Record<string, MessageKey>> = {
  "dev-oidc": "provider.local",
  "dev-oidc-second": "provider.localSecond",
};

/** The providers this server offers "Continue with …" for; empty until known (or on failure). */
export function useSignInProviders(): SignInProvider[] {
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  const { t } = useText();
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
  return providers.map((provider) => {
    const local = LOCAL_PROVIDER_NAMES[provider.id];
    return local ? { ...provider, name: t(local) } : provider;
  });
}
