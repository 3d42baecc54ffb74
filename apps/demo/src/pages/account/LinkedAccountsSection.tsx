import type { AuthClientError } from "@tollgate/auth-client-react";
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
import { translate } from "../../i18n/language-store";
import { useText } from "../../i18n/use-text";
import { useLocation } from "../../router/router";
import { formatDate } from "./describe-device";
import { CREDENTIAL_PROVIDER, type LinkedAccount } from "./linked-account";
import { UnlinkAccountButton } from "./UnlinkAccountButton";

/** What people call a sign-in method: "Email and password", or the provider's name. */
export function methodName(id: string, providers: { id: string; name: string }[]): string {
  if (id === CREDENTIAL_PROVIDER) return translate("linked.credential");
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
  const [startError, setStartError] = useState<AuthClientError | null>(null);
  const { t } = useText();

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
      setStartError(result.error);
    }
  };

  return (
    <Section id="accounts" title={t("linked.title")} description={t("linked.description")}>
      {linkError ? (
        <Notice tone="error">
          {socialErrorText(linkError) ?? t("linked.failed", { code: linkError })}
        </Notice>
      ) : null}
      {accounts.loading && !accounts.data ? <Spinner label={t("linked.loading")} /> : null}
      {accounts.error ? <Notice tone="error">{errorText(accounts.error)}</Notice> : null}
      <ul className="list" aria-label={t("linked.listLabel")}>
        {linked.map((account) => (
          <li key={account.id} className="list-item" data-provider={account.provider}>
            <div className="grow">
              <div className="list-title">{nameOf(account.provider)}</div>
              <div className="muted small">
                {t("linked.since", { date: formatDate(account.createdAt) })}
              </div>
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
      {onlyOne ? <p className="muted small">{t("linked.onlyOne")}</p> : null}
      {accounts.data && linkable.length > 0 ? (
        <>
          <h3 className="subheading">{t("linked.linkAnother")}</h3>
          <div className="button-row">
            {linkable.map((provider) => (
              <Button
                key={provider.id}
                variant="secondary"
                pending={linking === provider.id}
                pendingLabel={t("social.opening", { provider: provider.name })}
                disabled={linking !== null && linking !== provider.id}
                onClick={() => void link(provider.id)}
              >
                {t("linked.link", { provider: provider.name })}
              </Button>
            ))}
          </div>
          <FormError message={startError ? errorText(startError) : null} />
        </>
      ) : null}
    </Section>
  );
}
