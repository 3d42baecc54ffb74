import { escapeHtml } from "../mail-templates";
import { renderPlatformPage } from "./page-layout";
import type { Delivery, DeliveryAttempt } from "./webhook-deliveries";

export interface ConsoleNotice {
  kind: "ok" | "error";
  message: string;
}

function attemptText(attempt: DeliveryAttempt): string {
  const outcome =
    attempt.status !== null ? `HTTP ${attempt.status}` : `failed: ${attempt.error ?? ""}`;
  const label = attempt.reason === "replay" ? "replayed" : "sent";
  return `${label} ${attempt.at.toISOString().slice(11, 19)} → ${outcome}`;
}

function deliveryRow(delivery: Delivery, basePath: string, canSendOutOfOrder: boolean): string {
  const id = escapeHtml(delivery.id);
  const action = (path: string, label: string) =>
    `<form method="post" action="${escapeHtml(`${basePath}/console/deliveries/${encodeURIComponent(delivery.id)}/${path}`)}"><button class="small" type="submit" aria-label="${escapeHtml(`${label}: ${delivery.type} ${delivery.id}`)}">${label}</button></form>`;
  const note = delivery.outOfOrderOf
    ? `<br><span class="muted">older body of ${escapeHtml(delivery.outOfOrderOf)}</span>`
    : "";
  return `<tr data-delivery="${id}" data-type="${escapeHtml(delivery.type)}">
<td class="event"><strong>${escapeHtml(delivery.type)}</strong>${note}</td>
<td><code>${id}</code><br><span class="muted">${escapeHtml(delivery.entity)}</span></td>
<td>${delivery.attempts.map((attempt) => escapeHtml(attemptText(attempt))).join("<br>")}</td>
<td><div class="actions">${action("replay", "Replay")}${canSendOutOfOrder ? action("out-of-order", "Send out of order") : ""}</div></td>
</tr>`;
}

/**
 * The stand-in's console: every webhook delivery sent to the app, newest first, with "Replay"
 * (the same webhook-id again) and "Send out of order" (this older version, as a new message,
 * after the newer one the app already has).
 */
export function renderConsolePage(options: {
  basePath: string;
  endpointUrl: string;
  deliveries: readonly Delivery[];
  canSendOutOfOrder: (delivery: Delivery) => boolean;
  notice?: ConsoleNotice | undefined;
}): string {
  const rows = options.deliveries
    .map((delivery) => deliveryRow(delivery, options.basePath, options.canSendOutOfOrder(delivery)))
    .join("\n");
  const notice = options.notice
    ? `<p class="${options.notice.kind}" role="${options.notice.kind === "error" ? "alert" : "status"}">${escapeHtml(options.notice.message)}</p>`
    : "";
  const table = rows
    ? `<table><thead><tr><th>Event</th><th>Delivery</th><th>Attempts</th><th></th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p class="muted">Nothing sent yet. Buy something in the app: each step of the purchase sends an event here.</p>`;
  return renderPlatformPage({
    title: "Webhook deliveries",
    wide: true,
    body: `<div class="card">
<h1>Webhook deliveries</h1>
<p class="lead">Signed Standard Webhooks deliveries to <code>${escapeHtml(options.endpointUrl)}</code>, newest first.</p>
${notice}
${table}
</div>`,
  });
}
