import type { ReactNode } from "react";
import { useText } from "../../i18n/use-text";
import { describeDevice } from "../account/describe-device";
import type { AuditEvent } from "./audit-event";
import { eventDetails, eventTitle } from "./event-words";
import "./audit.css";

/** Who acted, when it was not the person the event is about. */
function actorWords(event: AuditEvent, t: ReturnType<typeof useText>["t"]): string | null {
  if (event.actor.type === "admin") return t("audit.byAdmin");
  const onSomeoneElse = event.subject !== null && event.actor.id !== event.subject;
  if (event.actor.type === "user" && onSomeoneElse) return t("audit.byOther");
  return null;
}

/**
 * Security events, newest first: what happened in plain words, when (relative, and the exact
 * moment in the reader's time zone), on which device and from which address, and whether it
 * worked; failed attempts stand out. `extra` adds links to a row (the admin's filters).
 */
export function AuditEventList(props: {
  events: readonly AuditEvent[];
  label: string;
  extra?: (event: AuditEvent) => ReactNode;
}) {
  const text = useText();
  const { t } = text;
  return (
    <ul className="list audit-list" aria-label={props.label}>
      {props.events.map((event) => {
        const failed = event.outcome === "failure";
        // The client hands ISO times over as Dates (typed as the text the server sent).
        const when = new Date(event.time);
        const details = eventDetails(event);
        const actor = actorWords(event, t);
        return (
          <li
            key={event.id}
            className={`list-item audit-event${failed ? " audit-event-failed" : ""}`}
            data-audit-type={event.type}
            data-audit-outcome={event.outcome}
          >
            <div className="grow">
              <div className="list-title">
                <span>{eventTitle(event)}</span>{" "}
                {failed ? <span className="badge badge-danger">{t("audit.failed")}</span> : null}
              </div>
              {details.length > 0 || actor ? (
                <div className="small audit-details">
                  {[...details, ...(actor ? [actor] : [])].join(" · ")}
                </div>
              ) : null}
              <div className="muted small">
                {describeDevice(event.userAgent)}
                {event.ipAddress ? ` · ${event.ipAddress}` : ""}
              </div>
              {props.extra ? props.extra(event) : null}
            </div>
            <div className="audit-when small">
              <time dateTime={when.toISOString()} title={text.dateTime(when)}>
                {text.relativeTime(when)}
              </time>
              <div className="muted">{text.dateTime(when)}</div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
