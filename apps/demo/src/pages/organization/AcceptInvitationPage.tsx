import { authClient } from "../../auth-client";
import { AuthCard } from "../../components/AuthCard";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useLoader } from "../../hooks/use-loader";
import { usePageTitle } from "../../hooks/use-page-title";
import { useText } from "../../i18n/use-text";
import { Link } from "../../router/Link";
import { navigate, useLocation } from "../../router/router";
import { roleLabel } from "./organization-roles";

function InvitationAnswer({ id }: { id: string }) {
  const invitation = useLoader(() => authClient.organization.getInvitation({ query: { id } }));
  const answer = useAction();
  const invite = invitation.data;
  const { t, rich } = useText();

  if (invitation.loading) return <Spinner label={t("invitation.loading")} />;
  if (!invite)
    return (
      <Notice tone="error">
        {invitation.error ? errorText(invitation.error) : t("invitation.missing")}{" "}
        {t("invitation.missingWhy")}
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
      {/* An inviter's long address wraps instead of widening the card past a phone's width. */}
      <p className="long-text">
        {rich(
          "invitation.invited",
          {
            inviter: <strong>{invite.inviterEmail}</strong>,
            organization: <strong>{invite.organizationName}</strong>,
          },
          { role: roleLabel(invite.role) },
        )}
      </p>
      <FormError message={answer.error ? errorText(answer.error) : null} />
      <div className="button-row">
        <Button onClick={accept} pending={answer.pending} pendingLabel={t("invitation.joining")}>
          {t("invitation.accept")}
        </Button>
        <Button variant="secondary" onClick={reject} disabled={answer.pending}>
          {t("invitation.decline")}
        </Button>
      </div>
    </>
  );
}

/** Where an invitation mail's link lands: accept or decline; signed out, sign in first. */
export function AcceptInvitationPage() {
  const { t } = useText();
  usePageTitle(t("invitation.pageTitle"));
  const { query } = useLocation();
  const session = authClient.useSession();
  const id = query.get("id") ?? "";
  const back = `/accept-invitation?id=${encodeURIComponent(id)}`;
  return (
    <main className="page center">
      <AuthCard title={t("invitation.title")}>
        {!id ? (
          <Notice tone="error">{t("invitation.noId")}</Notice>
        ) : session.isPending ? (
          <Spinner label={t("app.loading")} />
        ) : session.data ? (
          <InvitationAnswer id={id} />
        ) : (
          <>
            <p>{t("invitation.signInFirst")}</p>
            <div className="button-row">
              <Link
                to={`/sign-in?next=${encodeURIComponent(back)}`}
                className="button button-primary"
              >
                {t("signIn.submit")}
              </Link>
              <Link
                to={`/sign-up?next=${encodeURIComponent(back)}`}
                className="button button-secondary"
              >
                {t("signIn.createAccount")}
              </Link>
            </div>
          </>
        )}
      </AuthCard>
    </main>
  );
}
