import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError } from "../../components/Notice";
import { Section } from "../../components/Section";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";
import { navigate } from "../../router/router";
import type { AdminViewedUser } from "./admin-user";

/** Signs the admin in as the user for up to an hour; a banner offers the way back. */
export function ImpersonateSection({ user }: { user: AdminViewedUser }) {
  const action = useAction();
  const { t } = useText();
  const impersonate = async () => {
    const { error } = await action.run(() => authClient.admin.impersonateUser({ userId: user.id }));
    if (!error) navigate("/account");
  };
  return (
    <Section
      id="impersonate"
      title={t("impersonate.title")}
      description={t("impersonate.description")}
    >
      <FormError message={action.error ? errorText(action.error) : null} />
      <Button
        variant="secondary"
        onClick={impersonate}
        pending={action.pending}
        pendingLabel={t("impersonate.switching")}
        disabled={Boolean(user.banned)}
        title={user.banned ? t("impersonate.banned") : undefined}
      >
        {t("impersonate.submit", { name: user.name || user.email })}
      </Button>
      {user.banned ? <p className="muted small">{t("impersonate.banned")}</p> : null}
    </Section>
  );
}
