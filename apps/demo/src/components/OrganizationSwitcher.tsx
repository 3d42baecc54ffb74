import { authClient } from "../auth-client";
import { useAction } from "../hooks/use-action";
import { useText } from "../i18n/use-text";
import { navigate } from "../router/router";

const MANAGE = "__manage__";

/**
 * The header's organization menu: which organization you're working in (set-active), and the
 * way to the organization page (create one, manage the active one).
 */
export function OrganizationSwitcher() {
  const organizations = authClient.useListOrganizations();
  const active = authClient.useActiveOrganization();
  const change = useAction();
  const { t } = useText();
  const list = organizations.data ?? [];
  const activeId = active.data?.id ?? "";

  const choose = async (value: string) => {
    if (value === MANAGE) return navigate("/organization");
    const { error } = await change.run(() =>
      authClient.organization.setActive({ organizationId: value || null }),
    );
    if (!error) navigate("/organization");
  };

  return (
    <label className="organization-switcher">
      <span className="visually-hidden">{t("orgSwitcher.label")}</span>
      <select
        value={activeId}
        onChange={(event) => void choose(event.target.value)}
        disabled={change.pending}
        aria-label={t("orgSwitcher.label")}
        title={list.find((organization) => organization.id === activeId)?.name}
      >
        <option value="">
          {list.length === 0 ? t("orgSwitcher.none") : t("orgSwitcher.personal")}
        </option>
        {list.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
        <option value={MANAGE}>
          {list.length === 0 ? t("orgSwitcher.create") : t("orgSwitcher.manage")}
        </option>
      </select>
    </label>
  );
}
