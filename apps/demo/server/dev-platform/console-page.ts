import { escapeHtml } from "../mail-templates";
import { renderPlatformPage } from "./page-layout";
import type { PageWords } from "./page-words";
import type { Delivery, DeliveryAttempt } from "./webhook-deliveries";

export interface ConsoleNotice {
  kind: "ok" | "error";
  message: string;
}

function attemptText(attempt: DeliveryAttempt, words: PageWords): string {
  const outcome =
    attempt.status !== null
      ? `HTTP ${attempt.status}`
      : words.text("console.failed", { error: attempt.error ?? "" });
  return words.text(attempt.reason === "replay" ? "console.resent" : "console.sent", {
    time: words.time(attempt.at),
    outcome,
  });
}

function deliveryRow(
  delivery: Delivery,
  basePath: string,
  canSendOutOfOrder: boolean,
  words: PageWords,
): string {
  const id = escapeHtml(delivery.id);
  const action = (path: string, label: string) =>
    `<form method="post" action="${escapeHtml(words.keep(`${basePath}/console/deliveries/${encodeURIComponent(delivery.id)}/${path}`))}"><button class="small" type="submit" aria-label="${escapeHtml(`${label}: ${delivery.type} ${delivery.id}`)}">${escapeHtml(label)}</button></form>`;
  const note = delivery.outOfOrderOf
    ? `<br><span class="muted">${escapeHtml(words.text("console.olderBodyOf", { id: delivery.outOfOrderOf }))}</span>`
    : "";
  const attempts = delivery.attempts.map((attempt) => escapeHtml(attemptText(attempt, words)));
  return `<tr data-delivery="${id}" data-type="${escapeHtml(delivery.type)}">
<td class="event"><strong>${escapeHtml(delivery.type)}</strong>${note}</td>
<td><code>${id}</code><br><span class="muted">${escapeHtml(delivery.entity)}</span></td>
<td>${attempts.join("<br>")}</td>
<td><div class="actions">${action("replay", words.text("console.replay"))}${canSendOutOfOrder ? action("out-of-order", words.text("console.sendOutOfOrder")) : ""}</div></td>
</tr>`;
}

/**
 * The stand-in's console: every webhook delivery sent to the app, newest first, with "Replay"
 * (the same webhook-id again) and "Send out of order" (this older version, as a new message,
 * after the newer one the app already has).
 */
export function renderConsolePage(
  options: {
    basePath: string;
    endpointUrl: string;
    deliveries: readonly Delivery[];
    canSendOutOfOrder: (delivery: Delivery) => boolean;
    notice?: ConsoleNotice | undefined;
  },
  words: PageWords,
): string {
  const rows = options.deliveries
    .map((delivery) =>
      deliveryRow(delivery, options.basePath, options.canSendOutOfOrder(delivery), words),
    )
    .join("\n");
  const notice = options.notice
    ? `<p class="${options.notice.kind}" role="${options.notice.kind === "error" ? "alert" : "status"}">${escapeHtml(options.notice.message)}</p>`
    : "";
  const header = (["console.event", "console.delivery", "console.attempts"] as const)
    .map((key) => `<th>${words.html(key)}</th>`)
    .join("");
  const table = rows
    ? `<table><thead><tr>${header}<th></th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p class="muted">${words.html("console.empty")}</p>`;
  const lead = words.html("console.lead", {
    count: options.deliveries.length,
    endpoint: `<code>${escapeHtml(options.endpointUrl)}</code>`,
  });
  return renderPlatformPage({
    words,
    title: words.text("console.title"),
    wide: true,
    body: `<div class="card">
<h1>${words.html("console.title")}</h1>
<p class="lead">${lead}</p>
${notice}
${table}
</div>`,
  });
}
