import type { AuthClientError } from "@tollgate/auth-client-react";
import { useState } from "react";
import { authClient } from "../auth-client";
import { errorText } from "../errors/error-text";
import { useSignInProviders } from "../hooks/use-sign-in-providers";
import { useText } from "../i18n/use-text";
import { afterSignIn } from "../router/after-sign-in";
import { useLocation } from "../router/router";
import { Button } from "./Button";
import { FormError } from "./Notice";

/**
 * "Continue with …" for every provider the server offers, above the email form. The browser
 * leaves for the provider; it comes back to the page that sent the person to sign in (`next`,
 * e.g. an invitation), else the account page; to /auth-error on failure.
 */
export function SocialSignInButtons({ signUp = false }: { signUp?: boolean }) {
  const providers = useSignInProviders();
  const { t } = useText();
  const { query } = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<AuthClientError | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: string) => {
    setPending(provider);
    setError(null);
    const result = await authClient.signIn.social({
      provider,
      callbackURL: afterSignIn(query),
      newUserCallbackURL: afterSignIn(query),
      errorCallbackURL: "/auth-error",
      ...(signUp ? { requestSignUp: true } : {}),
    });
    // On success the client is already taking the browser to the provider.
    if (result.error) {
      setPending(null);
      setError(result.error);
    }
  };

  return (
    <div className="social-sign-in">
      <ul className="social-buttons" aria-label={t("social.providers")}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <Button
              variant="secondary"
              className="button-block"
              pending={pending === provider.id}
              pendingLabel={t("social.opening", { provider: provider.name })}
              disabled={pending !== null && pending !== provider.id}
              onClick={() => void start(provider.id)}
            >
              {t("social.continueWith", { provider: provider.name })}
            </Button>
          </li>
        ))}
      </ul>
      <FormError message={error ? errorText(error) : null} />
      <p className="divider" aria-hidden="true">
        <span>{signUp ? t("social.orSignUpWithEmail") : t("social.orUseEmail")}</span>
      </p>
    </div>
  );
}
