import { authClient } from "../../auth-client";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useLoader } from "../../hooks/use-loader";
import { usePageTitle } from "../../hooks/use-page-title";
import { Link } from "../../router/Link";
import { navigate, useLocation } from "../../router/router";
import { roleLabel } from "./organization-roles";

function InvitationAnswer({ id }: { id: string }) {
  const invitation = useLoader(() => authClient.organization.getInvitation({ query: { id } }));
  const answer = useAction();
  const invite = invitation.data;

  if (invitation.loading) return <Spinner label="Loading the invitation" />;
  if (!invite)
    return (
      <Notice tone="error">
        {invitation.error ? errorText(invitation.error) : "This invitation doesn't exist."} It may
        have been canceled, answered already, or sent to another address than the one you're signed
        in with.
      </Notice>
    );
  const accept = async () => {
    const { error } = await answer.run(() =>
      authClient.organization.acceptInvitation({ invitationId: id }),
    );
    if (!error) navigate("/organization");
  };
  const reject = async () => {
    const { error } = await answer.run(() =>
      authClient.organization.rejectInvitation({ invitationId: id }),
    );
    if (!error) navigate("/account");
  };
  return (
    <>
      <p>
        <strong>{invite.inviterEmail}</strong> invited you to join{" "}
        <strong>{invite.organizationName}</strong> as {roleLabel(invite.role).toLowerCase()}.
      </p>
      <FormError message={answer.error ? errorText(answer.error) : null} />
      <div className="button-row">
        <Button onClick={accept} pending={answer.pending} pendingLabel="Joining…">
          Accept and join
        </Button>
        <Button variant="secondary" onClick={reject} disabled={answer.pending}>
          Decline
        </Button>
      </div>
    </>
  );
}

/** Where an invitation mail's link lands: accept or decline; signed out, sign in first. */
export function AcceptInvitationPage() {
  usePageTitle("Invitation");
  const { query } = useLocation();
  const session = authClient.useSession();
  const id = query.get("id") ?? "";
  const back = `/accept-invitation?id=${encodeURIComponent(id)}`;
  return (
    <main className="page center">
      <AuthCard title="You're invited">
        {!id ? (
          <Notice tone="error">
            This link is missing its invitation. Open it again from the mail.
          </Notice>
        ) : session.isPending ? (
          <Spinner label="Loading" />
        ) : session.data ? (
          <InvitationAnswer id={id} />
        ) : (
          <>
            <p>
              Sign in with the address the invitation was sent to, and you'll come back here to
              answer it.
            </p>
            <div className="button-row">
              <Link
                to={`/sign-in?next=${encodeURIComponent(back)}`}
                className="button button-primary"
              >
                Sign in
              </Link>
              <Link to="/sign-up" className="button button-secondary">
                Create an account
              </Link>
            </div>
          </>
        )}
      </AuthCard>
    </main>
  );
}
