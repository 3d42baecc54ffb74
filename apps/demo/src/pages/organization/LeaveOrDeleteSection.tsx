import { useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError } from "../../components/Notice";
import { Section } from "../../components/Section";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";
import type { ActiveOrganization } from "./active-organization";

/** Leaving (the only owner cannot), and deleting for owners, each confirmed first. */
export function LeaveOrDeleteSection(props: {
  organization: ActiveOrganization;
  canDelete: boolean;
}) {
  const { organization } = props;
  const [confirming, setConfirming] = useState<"leave" | "delete" | null>(null);
  const action = useAction();
  const { t } = useText();
  const leave = () =>
    action.run(() => authClient.organization.leave({ organizationId: organization.id }));
  const remove = () =>
    action.run(() => authClient.organization.delete({ organizationId: organization.id }));

  return (
    <Section id="leave-organization" title={t("leave.title")} tone="danger">
      <FormError message={action.error ? errorText(action.error) : null} />
      {confirming === null ? (
        <div className="button-row">
          <Button
            variant="secondary"
            className="button-naming-organization"
            onClick={() => setConfirming("leave")}
          >
            {t("leave.leave", { organization: organization.name })}
          </Button>
          {props.canDelete ? (
            <Button
              variant="danger"
              className="button-naming-organization"
              onClick={() => setConfirming("delete")}
            >
              {t("leave.delete", { organization: organization.name })}
            </Button>
          ) : null}
        </div>
      ) : (
        <div>
          <p className="long-text">
            {confirming === "leave"
              ? t("leave.leaveWarning", { organization: organization.name })
              : t("leave.deleteWarning", { organization: organization.name })}
          </p>
          <div className="button-row">
            <Button
              variant="danger"
              pending={action.pending}
              onClick={confirming === "leave" ? leave : remove}
            >
              {confirming === "leave" ? t("leave.confirmLeave") : t("leave.confirmDelete")}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t("leave.keep")}
            </Button>
          </div>
        </div>
      )}
    </Section>
  );
}
