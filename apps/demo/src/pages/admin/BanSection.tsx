import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { ConfirmPanel } from "../../components/ConfirmPanel";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useText } from "../../i18n/use-text";
import { formatDate } from "../account/describe-device";
import type { AdminViewedUser } from "./admin-user";
import { BAN_DURATIONS, type BanDuration, banExpiresIn } from "./ban-durations";

const REASON_MAX = 200;

/**
 * Bans the user with a reason and an end (ban-user signs them out everywhere and refuses
 * every sign-in until then), or lifts the ban (unban-user).
 */
export function BanSection(props: { user: AdminViewedUser; onChanged: () => Promise<void> }) {
  const { user } = props;
  const [reason, setReason] = useState("");
  const [duration, setDuration] = useState<BanDuration>("86400");
  const [reasonTooLong, setReasonTooLong] = useState(false);
  const action = useAction();
  const { t } = useText();

  const [asking, setAsking] = useState(false);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length > REASON_MAX) {
      setReasonTooLong(true);
      return;
    }
    setAsking(true);
  };

  const ban = async () => {
    const banReason = reason.trim();
    const expiresIn = banExpiresIn(duration);
    const { error } = await action.run(() =>
      authClient.admin.banUser({
        userId: user.id,
        ...(banReason ? { banReason } : {}),
        ...(expiresIn === undefined ? {} : { banExpiresIn: expiresIn }),
      }),
    );
    setAsking(false);
    if (error) return;
    setReason("");
    await props.onChanged();
  };

  const unban = async () => {
    const { error } = await action.run(() => authClient.admin.unbanUser({ userId: user.id }));
    if (!error) await props.onChanged();
  };

  if (user.banned) {
    return (
      <Section id="ban" title={t("ban.title")} tone="danger" description={t("ban.cantSignIn")}>
        <Notice tone="error">
          {user.banReason
            ? t(user.banExpires ? "ban.bannedForUntil" : "ban.bannedFor", {
                reason: user.banReason,
                ...(user.banExpires ? { date: formatDate(user.banExpires) } : {}),
              })
            : user.banExpires
              ? t("ban.bannedUntil", { date: formatDate(user.banExpires) })
              : t("ban.bannedUntilUnbanned")}
        </Notice>
        <FormError message={action.error ? errorText(action.error) : null} />
        <Button
          variant="secondary"
          onClick={unban}
          pending={action.pending}
          pendingLabel={t("ban.unbanning")}
        >
          {t("ban.unban")}
        </Button>
      </Section>
    );
  }

  return (
    <Section id="ban" title={t("ban.title")} tone="danger" description={t("ban.description")}>
      <form onSubmit={ask} noValidate>
        <TextField
          id="ban-reason"
          label={t("ban.reason")}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setReasonTooLong(false);
          }}
          error={reasonTooLong ? t("ban.reasonTooLong", { max: REASON_MAX }) : null}
          placeholder={t("ban.reasonPlaceholder")}
        />
        <SelectField
          id="ban-duration"
          label={t("ban.for")}
          value={duration}
          options={BAN_DURATIONS.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
          onChange={setDuration}
        />
        <FormError message={action.error ? errorText(action.error) : null} />
        {asking ? (
          <ConfirmPanel
            question={t("ban.question", { name: user.name || user.email })}
            confirmLabel={t("ban.submit")}
            pending={action.pending}
            onConfirm={ban}
            onKeep={() => setAsking(false)}
          />
        ) : (
          <Button type="submit" variant="danger">
            {t("ban.submit")}
          </Button>
        )}
      </form>
    </Section>
  );
}
