import { type FormEvent, useState } from "react";
import { Button } from "../../components/Button";
import { SelectField } from "../../components/SelectField";
import { TextField } from "../../components/TextField";
import { useText } from "../../i18n/use-text";
import { navigate } from "../../router/router";
import { type AuditFilters, auditPath } from "./audit-filters";
import { eventTypeName, KNOWN_EVENT_TYPES } from "./event-words";

/** The Audit page's filters; applying them starts again at page 1. */
export function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  const { t } = useText();
  const [draft, setDraft] = useState(filters);
  const set = (field: keyof AuditFilters) => (value: string) =>
    setDraft((previous) => ({ ...previous, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(auditPath({ ...draft, page: 1 }), { replace: true });
  };
  const clear = () => {
    const empty = {
      user: "",
      type: "",
      organizationId: "",
      outcome: "",
      from: "",
      to: "",
    } as const;
    setDraft({ ...empty, page: 1 });
    navigate(auditPath({ ...empty, page: 1 }), { replace: true });
  };

  const types = [
    { value: "", label: t("audit.filter.anyType") },
    ...KNOWN_EVENT_TYPES.map((type) => ({ value: type, label: eventTypeName(type) })),
  ];
  const outcomes = [
    { value: "", label: t("audit.filter.anyOutcome") },
    { value: "success", label: t("audit.filter.succeeded") },
    { value: "failure", label: t("audit.filter.failed") },
  ] as const;

  return (
    <form className="audit-filters" aria-label={t("audit.filter.label")} onSubmit={submit}>
      <TextField
        id="audit-user"
        label={t("audit.filter.user")}
        value={draft.user}
        onChange={set("user")}
        placeholder={t("audit.filter.userPlaceholder")}
        autoComplete="off"
      />
      <SelectField
        id="audit-type"
        label={t("audit.filter.type")}
        value={draft.type}
        options={types}
        onChange={set("type")}
      />
      <TextField
        id="audit-organization"
        label={t("audit.filter.organization")}
        value={draft.organizationId}
        onChange={set("organizationId")}
        placeholder={t("audit.filter.organizationPlaceholder")}
        autoComplete="off"
      />
      <SelectField
        id="audit-outcome"
        label={t("audit.filter.outcome")}
        value={draft.outcome}
        options={outcomes}
        onChange={set("outcome")}
      />
      <TextField
        id="audit-from"
        label={t("audit.filter.from")}
        type="datetime-local"
        value={draft.from}
        onChange={set("from")}
      />
      <TextField
        id="audit-to"
        label={t("audit.filter.to")}
        type="datetime-local"
        value={draft.to}
        onChange={set("to")}
      />
      <div className="audit-filter-actions">
        <Button type="submit">{t("audit.filter.apply")}</Button>
        <Button variant="ghost" onClick={clear}>
          {t("audit.filter.clear")}
        </Button>
      </div>
    </form>
  );
}
