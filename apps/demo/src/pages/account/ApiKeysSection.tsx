import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { ConfirmButton } from "../../components/ConfirmButton";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { errorText } from "../../errors/error-text";
import { API_KEY_NAME_LENGTH, atMost } from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";
import { useAction } from "../../hooks/use-action";
import { useLoader } from "../../hooks/use-loader";
import { type Text, useText } from "../../i18n/use-text";

const LIFETIMES = ["30", "90", "365", "never"] as const;
type Lifetime = (typeof LIFETIMES)[number];

function lifetimeLabel(lifetime: Lifetime, t: Text["t"]): string {
  if (lifetime === "never") return t("apiKeys.neverExpires");
  if (lifetime === "365") return t("apiKeys.oneYear");
  return t("apiKeys.days", { count: Number(lifetime) });
}

/** Keys for scripts: made here (shown once, copy it then), listed by name and start, revoked. */
export function ApiKeysSection() {
  const keys = useLoader(() => authClient.apiKey.list());
  const form = useForm({
    initial: { name: "" },
    checks: { name: [atMost(API_KEY_NAME_LENGTH.max)] },
    serverCodes: { name: ["INVALID_NAME_LENGTH"] },
    labels: { name: "apiKeys.name" },
  });
  const name = form.values.name;
  const [lifetime, setLifetime] = useState<Lifetime>("90");
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useAction();
  const revoke = useAction();
  const { t, date } = useText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMade(null);
    setCopied(false);
    if (!form.validate()) return;
    const { data, error } = await create.run(() =>
      authClient.apiKey.create({
        name: name.trim() || t("apiKeys.untitled"),
        expiresIn: lifetime === "never" ? null : Number(lifetime) * 86_400,
      }),
    );
    if (error) return form.showServerError(error);
    if (!data) return;
    setMade({ name: data.name ?? t("apiKeys.untitled"), key: data.key });
    form.reset();
    await keys.reload();
  };

  const remove = async (keyId: string) => {
    const { error } = await revoke.run(() => authClient.apiKey.delete({ keyId }));
    if (!error) await keys.reload();
  };

  return (
    <Section id="api-keys" title={t("apiKeys.title")} description={t("apiKeys.description")}>
      {made ? (
        <Notice tone="success">
          <p>{t("apiKeys.made", { name: made.name })}</p>
          <code className="api-key-value" data-testid="new-api-key">
            {made.key}
          </code>
          <Button
            variant="secondary"
            onClick={async () => {
              await navigator.clipboard?.writeText(made.key).catch(() => undefined);
              setCopied(true);
            }}
          >
            {copied ? t("apiKeys.copied") : t("apiKeys.copy")}
          </Button>
        </Notice>
      ) : null}
      <FormError message={revoke.error ? errorText(revoke.error) : null} />
      <ul className="list" aria-label={t("apiKeys.title")}>
        {(keys.data ?? []).map((key) => (
          <li key={key.id} className="list-item" data-api-key-name={key.name ?? ""}>
            <div className="grow">
              <div className="list-title">{key.name ?? t("apiKeys.untitled")}</div>
              <div className="muted small">
                <code>{key.start}…</code> ·{" "}
                {t("apiKeys.madeOn", { date: date(new Date(key.createdAt)) })} ·{" "}
                {key.expiresAt
                  ? t("apiKeys.expiresOn", { date: date(new Date(key.expiresAt)) })
                  : t("apiKeys.neverExpiresLower")}
              </div>
            </div>
            <ConfirmButton
              question={t("apiKeys.revokeQuestion", { name: key.name ?? t("apiKeys.untitled") })}
              confirmLabel={t("apiKeys.revoke")}
              pending={revoke.pending}
              onConfirm={() => remove(key.id)}
            >
              {t("apiKeys.revoke")}
            </ConfirmButton>
          </li>
        ))}
      </ul>
      {keys.data?.length === 0 ? <p className="muted">{t("apiKeys.none")}</p> : null}
      <form onSubmit={submit} noValidate className="inline-form">
        <TextField
          id="api-key-name"
          label={t("apiKeys.name")}
          {...form.field("name")}
          placeholder={t("apiKeys.namePlaceholder")}
        />
        <SelectField
          id="api-key-lifetime"
          label={t("apiKeys.expires")}
          value={lifetime}
          options={LIFETIMES.map((value) => ({ value, label: lifetimeLabel(value, t) }))}
          onChange={setLifetime}
        />
        <FormError message={form.formError} />
        <Button type="submit" pending={create.pending} pendingLabel={t("common.creating")}>
          {t("apiKeys.create")}
        </Button>
      </form>
    </Section>
  );
}
