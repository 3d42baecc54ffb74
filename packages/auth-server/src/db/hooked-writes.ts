import type { HookContext } from "../plugins/plugin-types";
import type { Adapter, ConditionalWrites, Row, Where, WriteRequest } from "./adapter-types";
import type { DatabaseHookRunner } from "./database-hook-runner";
import type { HookOperation } from "./database-hook-veto-error";
import type {
  DatabaseWrite,
  FollowingRecords,
  InternalAdapter,
  NewRecord,
  RecordWrite,
} from "./internal-adapter-types";

export interface HookedWriteScope {
  /** The data access the writes go through (bound to the transaction, inside one). */
  db: Adapter;
  hooks: DatabaseHookRunner;
  /** What the hooks receive as ctx: the endpoint call that causes the writes, or null. */
  hookContext: HookContext | null;
  /** Runs work once the transaction has committed (at once, outside one). */
  afterWrite: (run: () => Promise<void>) => Promise<void>;
  /** The internal adapter the writes belong to: before hooks get it. */
  self: () => InternalAdapter;
  /** The internal adapter after hooks get (outside the transaction, once it has committed). */
  committed: () => InternalAdapter;
  /** A new row with its id, timestamps and defaults filled in. */
  prepareCreate: (model: string, input: Row) => Row;
  hasField: (model: string, field: string) => boolean;
}

/**
 * The write primitives of the internal adapter: each runs the model's database hooks around
 * one adapter call (before hooks in the write's transaction, after hooks once it committed).
 */
export function createHookedWrites(scope: HookedWriteScope) {
  const { db, hooks, hookContext, afterWrite } = scope;

  /** Runs the before hooks of a write, when there are any; answers the data to write. */
  async function beforeWrite(
    model: string,
    operation: HookOperation,
    data: Row,
    where: readonly Where[] | undefined,
  ): Promise<Row> {
    if (!hooks.has(model, operation, "before")) return data;
    const write: DatabaseWrite = { model, where, adapter: db, internalAdapter: scope.self() };
    return hooks.before(model, operation, data, hookContext, write);
  }

  /** Runs the after hooks of a write on each of its rows, once the write has committed. */
  async function afterWriteOf(
    model: string,
    operation: HookOperation,
    records: readonly Row[],
    where: readonly Where[] | undefined,
  ): Promise<void> {
    if (records.length === 0 || !hooks.has(model, operation, "after")) return;
    await afterWrite(async () => {
      const internalAdapter = scope.committed();
      const write: DatabaseWrite = {
        model,
        where,
        adapter: internalAdapter.adapter,
        internalAdapter,
      };
      for (const record of records) await hooks.after(model, operation, record, hookContext, write);
    });
  }

  const withUpdatedAt = (model: string, input: Row): Row => {
    const data: Row = { ...input };
    if (scope.hasField(model, "updatedAt")) data.updatedAt ??= new Date();
    return data;
  };

  async function createRow<T extends Row>(model: string, input: Row): Promise<T> {
    const data = scope.prepareCreate(model, input);
    const toWrite = await beforeWrite(model, "create", data, undefined);
    const record = await db.create<T>({ model, data: toWrite });
    await afterWriteOf(model, "create", [record], undefined);
    return record;
  }

  /** The adapter's write for one of writeRows', its before hooks run (delete's per row). */
  async function prepareWrite(write: RecordWrite, earlier: readonly Row[]): Promise<WriteRequest> {
    if ("create" in write) {
      const { model, data } = write.create;
      const given = typeof data === "function" ? data(earlier) : data;
      const prepared = scope.prepareCreate(model, given);
      return { create: { model, data: await beforeWrite(model, "create", prepared, undefined) } };
    }
    if ("update" in write) {
      const { model, where, data } = write.update;
      const update = await beforeWrite(model, "update", withUpdatedAt(model, data), where);
      return { update: { model, where, update } };
    }
    const { model, where } = write.delete;
    if (!hooks.has(model, "delete", "before")) return { delete: { model, where } };
    const records = await db.findMany({ model, where });
    for (const record of records) await beforeWrite(model, "delete", record, where);
    const ids = records.map((record) => record.id);
    return { delete: { model, where: [{ field: "id", operator: "in", value: ids }] } };
  }

  /** What a prepared write will write: a create's row, an update's fields, null for a delete. */
  const dataOf = (request: WriteRequest): Row | null =>
    "create" in request ? request.create.data : "update" in request ? request.update.update : null;

  /**
   * The records `follow` answers, shown what the writes will write, prepared after them (their
   * before hooks run); a throw of `follow` or of a hook is answered as `refused`.
   */
  async function prepareFollowing(
    follow: FollowingRecords,
    requests: readonly WriteRequest[],
    created: readonly Row[],
  ): Promise<{ records: readonly NewRecord[]; requests: WriteRequest[] } | { refused: unknown }> {
    try {
      const records = await follow(requests.map(dataOf));
      const earlier = [...created];
      const following: WriteRequest[] = [];
      for (const create of records) {
        const request = await prepareWrite({ create }, earlier);
        if ("create" in request) earlier.push(request.create.data);
        following.push(request);
      }
      return { records, requests: following };
    } catch (refused) {
      return { refused };
    }
  }

  /**
   * Several writes as one adapter.writeAll (or writeAllIf, given its lock and conditions), each
   * with its model's hooks: before hooks first, after hooks on the rows once written (not at all
   * when a condition failed). Answers writeAllIf's shape; writeAll's answers when `guard` is absent.
   * With `follow`, the records it answers are written with them (writeRecordsFollowedBy): their
   * rows are answered as `followed`, or why there are none.
   */
  async function writeRows(
    writes: readonly RecordWrite[],
    guard?: Omit<ConditionalWrites<readonly WriteRequest[]>, "writes">,
    follow?: FollowingRecords,
  ): Promise<{
    failed: number | null;
    answers: unknown[] | null;
    followed?: { rows: Row[] } | { refused: unknown };
  }> {
    const requests: WriteRequest[] = [];
    const created: Row[] = [];
    for (const write of writes) {
      const request = await prepareWrite(write, created);
      if ("create" in request) created.push(request.create.data);
      requests.push(request);
    }
    const following = follow ? await prepareFollowing(follow, requests, created) : null;
    const all =
      following && "requests" in following ? [...requests, ...following.requests] : requests;
    const { failed, answers } = guard
      ? await db.writeAllIf({ ...guard, writes: all })
      : { failed: null, answers: await db.writeAll(all) };
    if (!answers) return { failed, answers: null };
    const records = following && "records" in following ? following.records : [];
    const allWrites: readonly RecordWrite[] = [...writes, ...records.map((create) => ({ create }))];
    for (const [index, write] of allWrites.entries()) {
      const answer = answers[index];
      if ("create" in write)
        await afterWriteOf(write.create.model, "create", [answer as Row], undefined);
      else {
        const [operation, { model, where }] =
          "update" in write
            ? (["update", write.update] as const)
            : (["delete", write.delete] as const);
        await afterWriteOf(model, operation, answer as Row[], where);
      }
    }
    if (!following) return { failed: null, answers };
    const own = answers.slice(0, writes.length);
    // writeAll answers a created row for each create: the followers' rows come last.
    if ("records" in following)
      return {
        failed: null,
        answers: own,
        followed: { rows: answers.slice(writes.length) as Row[] },
      };
    return { failed: null, answers: own, followed: following };
  }

  async function updateRow<T extends Row>(
    model: string,
    where: Where[],
    input: Row,
  ): Promise<T | null> {
    const toWrite = await beforeWrite(model, "update", withUpdatedAt(model, input), where);
    const record = await db.update<T>({ model, where, update: toWrite });
    if (record) await afterWriteOf(model, "update", [record], where);
    return record;
  }

  /** Updates every matching row; with update.after hooks, reads the rows back for them. */
  async function updateRows(model: string, where: Where[], input: Row): Promise<number> {
    const toWrite = await beforeWrite(model, "update", withUpdatedAt(model, input), where);
    if (!hooks.has(model, "update", "after")) {
      return db.updateMany({ model, where, update: toWrite });
    }
    const records = await db.transaction(async (trx) => {
      const matched = await trx.findMany({ model, where });
      if (matched.length === 0) return [];
      const byIds: Where[] = [{ field: "id", operator: "in", value: matched.map((row) => row.id) }];
      await trx.updateMany({ model, where: byIds, update: toWrite });
      return trx.findMany({ model, where: byIds });
    });
    await afterWriteOf(model, "update", records, where);
    return records.length;
  }

  /** deleteRows, answering the rows it deleted (one DELETE … RETURNING where it can). */
  async function deleteRowsReturning(model: string, where: Where[]): Promise<Row[]> {
    let target = where;
    if (hooks.has(model, "delete", "before")) {
      const records = await db.findMany({ model, where });
      for (const record of records) await beforeWrite(model, "delete", record, where);
      target = [{ field: "id", operator: "in", value: records.map((record) => record.id) }];
    }
    const deleted = await db.consume({ model, where: target });
    await afterWriteOf(model, "delete", deleted, where);
    return deleted;
  }

  /** Deletes the matching rows, running delete hooks per row when there are any. */
  async function deleteRows(model: string, where: Where[]): Promise<number> {
    const hasHooks = hooks.has(model, "delete", "before") || hooks.has(model, "delete", "after");
    if (!hasHooks) return db.deleteMany({ model, where });
    return (await deleteRowsReturning(model, where)).length;
  }

  return {
    beforeWrite,
    afterWriteOf,
    createRow,
    writeRows,
    updateRow,
    updateRows,
    deleteRows,
    deleteRowsReturning,
  };
}
