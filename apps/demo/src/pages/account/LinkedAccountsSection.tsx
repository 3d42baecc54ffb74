import { useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../errors/error-text";
import { socialErrorText } from "../../errors/social-error-text";
import type { Loaded } from "../../hooks/use-loader";
import { useSignInProviders } from "../../hooks/use-sign-in-providers";
import { useLocation } from "../../router/router";
import { formatDate } from "./describe-device";
import { CREDENTIAL_PROVIDER, type LinkedAccount } from "./linked-account";
import { UnlinkAccountButton } from "./UnlinkAccountButton";

const CREDENTIAL_NAME = "Email and password";

/** What people call a sign-in method: "Email and password", or the provider's name. */
export function methodName(id: string, providers: { id: string; name: string }[]): string {
  if (id === CREDENTIAL_PROVIDER) return CREDENTIAL_NAME;
  return providers.find((provider) => provider.id === id)?.name ?? id;
}

/**
 * The ways this account can sign in: each linked one can be unlinked while another remains, and
 * each provider the server offers can be linked (the browser visits the provider and comes back
 * here, with ?error= when the link failed).
 */
export function LinkedAccountsSection({ accounts }: { accounts: Loaded<LinkedAccount[]> }) {
  const providers = useSignInProviders();
  const linkError = useLocation().query.get("error");
  const [linking, setLinking] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  const nameOf = (id: string) => methodName(id, providers);
  const linked = accounts.data ?? [];
  const linkable = providers.filter((p) => !linked.some((account) => account.provider === p.id));
  const onlyOne = linked.length === 1;

  const link = async (provider: string) => {
    setLinking(provider);
    setStartError(null);
    const result = await authClient.linkSocial({
      provider,
      callbackURL: "/account",
      errorCallbackURL: "/account",
    });
    // On success the client is already taking the browser to the provider.
    if (result.error) {
      setLinking(null);
      setStartError(errorText(result.error));
    }
  };

  return (
    <Section
      id="accounts"
      title="Sign-in methods"
      description="The ways you can sign in to this account."
    >
      {linkError ? (
        <Notice tone="error">
          {socialErrorText(linkError) ?? `Linking failed (${linkError}).`}
        </Notice>
      ) : null}
      {accounts.loading && !accounts.data ? <Spinner label="Loading sign-in methods" /> : null}
      {accounts.error ? <Notice tone="error">{errorText(accounts.error)}</Notice> : null}
      <ul className="list" aria-label="Linked accounts">
        {linked.map((account) => (
          <li key={account.id} className="list-item" data-provider={account.provider}>
            <div className="grow">
              <div className="list-title">{nameOf(account.provider)}</div>
              <div className="muted small">linked {formatDate(account.createdAt)}</div>
            </div>
            {onlyOne ? null : (
              <UnlinkAccountButton
                providerId={account.provider}
                accountId={account.accountId}
                providerName={nameOf(account.provider)}
                onUnlinked={accounts.reload}
              />
            )}
          </li>
        ))}
      </ul>
      {onlyOne ? (
        <p className="muted small">
          This is your only way to sign in, so it can't be removed. Link another one first.
        </p>
      ) : null}
      {accounts.data && linkable.length > 0 ? (
        <>
          <h3 className="subheading">Link another sign-in method</h3>
          <div className="button-row">
            {linkable.map((provider) => (
              <Button
                key={provider.id}
                variant="secondary"
                pending={linking === provider.id}
                pendingLabel={`Opening ${provider.name}…`}
                disabled={linking !== null && linking !== provider.id}
                onClick={() => void link(provider.id)}
              >
                Link {provider.name}
              </Button>
            ))}
          </div>
          <FormError message={startError} />
        </>
      ) : null}
    </Section>
  );
}
