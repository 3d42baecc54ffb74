import type { InternalAdapter, Row } from "@tollgate/auth-server";

// A change whose checks are read when it is written (internalAdapter.writeRecordsIf: after
// locking the organization's row, in one round trip on PostgreSQL), each check with the refusal
// a call answers when it fails. The checks are listed in the order of the call's refusals: the
// first one that fails is the answer, as when they were read one after another.

type ConditionalArgs = Parameters<InternalAdapter["writeRecordsIf"]>[0];

/** One write of writeRecordsIf. */
export type GuardedWrite = ConditionalArgs["writes"][number];

/** A condition of the writes, and the refusal when it does not hold. */
export interface Guard {
  condition: ConditionalArgs["when"][number];
  refusal: () => Error;
}

/** Makes `writes` when every guard holds (read after locking `lock`); else throws the first failing guard's refusal. */
export async function writeGuarded(
  writer: InternalAdapter,
  args: { lock?: ConditionalArgs["lock"]; guards: readonly Guard[]; writes: GuardedWrite[] },
): Promise<(Row | Row[])[]> {
  const { guards, ...rest } = args;
  const written = await writer.writeRecordsIf({
    ...rest,
    when: guards.map((guard) => guard.condition),
  });
  if (written.failed === null) return written.answers;
  // writeRecordsIf answers the index of a condition of `when`, made from `guards` in order.
  throw (guards[written.failed] as Guard).refusal();
}
