import { type FormEvent, useState } from "react";
import { EMAIL_CHANGED_PATH } from "../../../shared/paths";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { DevMailboxLink } from "../../components/DevMailboxLink";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { UnverifiedAddressNotice } from "../../components/UnverifiedAddressNotice";
import { emailAddress } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";

export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const form = useForm({
    initial: { newEmail: "" },
    checks: { newEmail: [emailAddress] },
    serverCodes: {
      newEmail: [
        "INVALID_EMAIL",
        "EMAIL_IS_THE_SAME",
        "COULDNT_UPDATE_YOUR_EMAIL",
        "USER_ALREADY_EXISTS",
      ],
    },
  });
  const [result, setResult] = useState<string | null>(null);
  const action = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!form.validate()) return;
    const target = form.values.newEmail.trim().toLowerCase();
    const { error } = await action.run(() =>
      authClient.changeEmail({ newEmail: target, callbackURL: EMAIL_CHANGED_PATH }),
    );
    if (error) {
      form.showServerError(error);
      return;
    }
    form.reset();
    setResult(
      verified
        ? `We sent a confirmation link to ${email}. Your address changes to ${target} when you open it.`
        : `Your address is now ${target}.`,
    );
  };

  return (
    <Section
      id="email"
      title="Email address"
      description={
        <>
          <span className="long-text">{email}</span>{" "}
          <span className={verified ? "badge badge-ok" : "badge badge-warn"}>
            {verified ? "Verified" : "Not verified"}
          </span>
        </>
      }
    >
      {verified ? null : <UnverifiedAddressNotice email={email} />}
      <form onSubmit={submit} noValidate className={verified ? undefined : "spaced"}>
        <TextField
          id="new-email"
          label="New email address"
          type="email"
          autoComplete="email"
          {...form.field("newEmail")}
        />
        <FormError message={form.formError} />
        {result ? (
          <Notice tone="success">
            <span className="long-text">{result}</span> <DevMailboxLink />
          </Notice>
        ) : null}
        <Button
          type="submit"
          pending={action.pending}
          pendingLabel="Sending…"
          disabled={!form.values.newEmail.trim()}
        >
          Change email
        </Button>
      </form>
    </Section>
  );
}
