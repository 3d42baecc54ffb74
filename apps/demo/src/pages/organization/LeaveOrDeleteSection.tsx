import { useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError } from "../../components/Notice";
import { Section } from "../../components/Section";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import type { ActiveOrganization } from "./active-organization";

/** Leaving (the only owner cannot), and deleting for owners, each confirmed first. */
export function LeaveOrDeleteSection(props: {
  organization: ActiveOrganization;
  canDelete: boolean;
}) {
  const { organization } = props;
  const [confirming, setConfirming] = useState<"leave" | "delete" | null>(null);
  const action = useAction();
  const leave = () =>
    action.run(() => authClient.organization.leave({ organizationId: organization.id }));
  const remove = () =>
    action.run(() => authClient.organization.delete({ organizationId: organization.id }));

  return (
    <Section id="leave-organization" title="Leave or delete" tone="danger">
      <FormError message={action.error ? errorText(action.error) : null} />
      {confirming === null ? (
        <div className="button-row">
          <Button variant="secondary" onClick={() => setConfirming("leave")}>
            Leave {organization.name}
          </Button>
          {props.canDelete ? (
            <Button variant="danger" onClick={() => setConfirming("delete")}>
              Delete {organization.name}
            </Button>
          ) : null}
        </div>
      ) : (
        <div>
          <p>
            {confirming === "leave"
              ? `You will lose access to ${organization.name} until someone invites you again.`
              : `${organization.name}, its members, invitations and teams will be deleted for everyone.`}
          </p>
          <div className="button-row">
            <Button
              variant="danger"
              pending={action.pending}
              onClick={confirming === "leave" ? leave : remove}
            >
              {confirming === "leave" ? "Yes, leave" : "Yes, delete it"}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
          </div>
        </div>
      )}
    </Section>
  );
}
