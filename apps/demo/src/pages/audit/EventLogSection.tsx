import type { AuthResult } from "@tollgate/auth-client-react";
import { useState } from "react";
import { Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../errors/error-text";
import { useText } from "../../i18n/use-text";
import { AuditEventList } from "./AuditEventList";
import { AuditPager } from "./AuditPager";
import { EVENTS_PER_PAGE, type EventListAnswer } from "./audit-event";
import { useEventPage } from "./use-event-page";

/** A section listing one page of events at a time (`load` asks for the page at `offset`). */
export function EventLogSection(props: {
  id: string;
  title: string;
  description: string;
  listLabel: string;
  none: string;
  /** What the events are of (an organization's id): another one starts again at page 1. */
  scope?: string;
  load: (page: { limit: number; offset: number }) => Promise<AuthResult<EventListAnswer>>;
}) {
  const { t } = useText();
  const [offset, setOffset] = useState(0);
  const loaded = useEventPage(`${props.scope ?? ""}|${offset}`, () =>
    props.load({ limit: EVENTS_PER_PAGE, offset }),
  );
  const events = loaded.page?.events ?? [];
  return (
    <Section id={props.id} title={props.title} description={props.description}>
      {loaded.loading && !loaded.page ? <Spinner label={t("audit.loading")} /> : null}
      {loaded.error ? <Notice tone="error">{errorText(loaded.error)}</Notice> : null}
      {loaded.page && events.length === 0 ? <p className="muted">{props.none}</p> : null}
      <AuditEventList events={events} label={props.listLabel} />
      {loaded.page ? (
        <AuditPager
          offset={offset}
          limit={EVENTS_PER_PAGE}
          total={loaded.page.total}
          shown={events.length}
          onOffset={setOffset}
        />
      ) : null}
    </Section>
  );
}
