import { authClient } from "../../auth-client";
import { Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../errors/error-text";
import { useLoader } from "../../hooks/use-loader";
import { formatDate } from "./describe-device";

const PROVIDER_NAMES: Record<string, string> = {
  credential: "Email and password",
  github: "GitHub",
  google: "Google",
  apple: "Apple",
  discord: "Discord",
  microsoft: "Microsoft",
};

/** The ways this account can sign in. */
export function LinkedAccountsSection() {
  const accounts = useLoader(() => authClient.listAccounts());
  return (
    <Section
      id="accounts"
      title="Sign-in methods"
      description="The accounts linked to your profile."
    >
      {accounts.loading ? <Spinner label="Loading sign-in methods" /> : null}
      {accounts.error ? <Notice tone="error">{errorText(accounts.error)}</Notice> : null}
      <ul className="list" aria-label="Linked accounts">
        {(accounts.data ?? []).map((account) => (
          <li key={account.id} className="list-item">
            <div className="grow">
              <div className="list-title">
                {PROVIDER_NAMES[account.provider] ?? account.provider}
              </div>
              <div className="muted small">linked {formatDate(account.createdAt)}</div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
