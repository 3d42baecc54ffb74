import type { PluginCommand } from "@tollgate/auth-server";
import { verifyAuditChain } from "./verify-chain";

const USAGE = "Usage: tollgate audit verify [--config <path>]";

const PROBLEMS = {
  altered: "its stored fields do not match its hash (changed after it was written)",
  missing: "it is missing (deleted from the middle of the chain)",
  relinked: "it does not link to the event before it",
  truncated: "it is missing (events deleted from the end of the chain)",
} as const;

/**
 * `tollgate audit verify`: checks the audit log's hash chain in the app's database and prints
 * the first broken link. Exit code 0 when the chain holds, 1 when it is broken, 2 on wrong usage.
 */
export const auditCommand: PluginCommand = {
  summary: "verify  Check the audit log's hash chain and report the first broken link",
  async run({ context, args, write }) {
    if (args[0] !== "verify" || args.length > 1) {
      write(USAGE);
      return 2;
    }
    const report = await verifyAuditChain(context.adapter);
    if (report.broken) {
      const { sequence, eventId, problem } = report.broken;
      write(
        `Audit chain BROKEN at event #${sequence}${eventId ? ` (${eventId})` : ""}: ${PROBLEMS[problem]}.`,
      );
      write(`${report.checked} events before it verified.`);
      return 1;
    }
    const range =
      report.firstSequence === null ? "" : ` (#${report.firstSequence} to #${report.lastSequence})`;
    write(`Audit chain OK: ${report.checked} events verified${range}.`);
    if (report.unchained > 0) write(`${report.unchained} events are not chained yet.`);
    return 0;
  },
};
