import type { Adapter } from "@tollgate/auth-server";
import { organizationError } from "./organization-error";

// Checks that count members and then write ("the only owner stays" when an owner leaves, is
// removed or demoted) would interleave between two transactions: both count the same members
// and both write. Each such transaction first locks the organization's row, so the changes of
// one organization run one at a time and each counts what the previous one committed.
// PostgreSQL and MySQL lock the row (SELECT … FOR UPDATE); SQLite takes its database-wide write
// lock. Joins and an invitation's answers take the same lock in their write's round trip
// (guarded-writes.ts, invitation-settling.ts).

/** Inside a transaction, as its first statement: locks the organization until the transaction ends. */
export async function lockOrganization(trx: Adapter, organizationId: string): Promise<void> {
  const locked = await trx.lockRows({
    model: "organization",
    where: [{ field: "id", value: organizationId }],
  });
  if (locked === 0) throw organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND");
}
