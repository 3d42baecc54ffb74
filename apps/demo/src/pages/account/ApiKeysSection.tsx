import { type FormEvent, useState } from "react";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useLoader } from "../../hooks/use-loader";

const LIFETIMES = [
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "1 year" },
  { value: "never", label: "Never expires" },
] as const;
type Lifetime = (typeof LIFETIMES)[number]["value"];

/** Keys for scripts: made here (shown once, copy it then), listed by name and start, revoked. */
export function ApiKeysSection() {
  const keys = useLoader(() => authClient.apiKey.list());
  const [name, setName] = useState("");
  const [lifetime, setLifetime] = useState<Lifetime>("90");
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useAction();
  const revoke = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMade(null);
    setCopied(false);
    const { data, error } = await create.run(() =>
      authClient.apiKey.create({
        name: name.trim() || "Untitled key",
        expiresIn: lifetime === "never" ? null : Number(lifetime) * 86_400,
      }),
    );
    if (error || !data) return;
    setMade({ name: data.name ?? "Untitled key", key: data.key });
    setName("");
    await keys.reload();
  };

  const remove = async (keyId: string) => {
    const { error } = await revoke.run(() => authClient.apiKey.delete({ keyId }));
    if (!error) await keys.reload();
  };

  return (
    <Section
      id="api-keys"
      title="API keys"
      description="Keys let your scripts act as you: send one in the x-api-key header. Revoke a key you no longer use."
    >
      {made ? (
        <Notice tone="success">
          <p>Your new key “{made.name}”. Copy it now: it is shown only this once.</p>
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
            {copied ? "Copied" : "Copy key"}
          </Button>
        </Notice>
      ) : null}
      <FormError message={revoke.error ? errorText(revoke.error) : null} />
      <ul className="list" aria-label="API keys">
        {(keys.data ?? []).map((key) => (
          <li key={key.id} className="list-item" data-api-key-name={key.name ?? ""}>
            <div className="grow">
              <div className="list-title">{key.name ?? "Untitled key"}</div>
              <div className="muted small">
                <code>{key.start}…</code> · made {new Date(key.createdAt).toLocaleDateString()} ·{" "}
                {key.expiresAt
                  ? `expires ${new Date(key.expiresAt).toLocaleDateString()}`
                  : "never expires"}
              </div>
            </div>
            <Button variant="secondary" onClick={() => remove(key.id)} disabled={revoke.pending}>
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      {keys.data?.length === 0 ? <p className="muted">No keys yet.</p> : null}
      <form onSubmit={submit} noValidate className="inline-form">
        <TextField
          id="api-key-name"
          label="Key name"
          value={name}
          onChange={setName}
          placeholder="Deploy script"
        />
        <SelectField
          id="api-key-lifetime"
          label="Expires"
          value={lifetime}
          options={LIFETIMES}
          onChange={setLifetime}
        />
        <FormError message={create.error ? errorText(create.error) : null} />
        <Button type="submit" pending={create.pending} pendingLabel="Creating…">
          Create key
        </Button>
      </form>
    </Section>
  );
}
