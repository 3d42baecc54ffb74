import type { Row, Where } from "./adapter-types";
import type {
  ConditionalRecordWrites,
  FollowingRecords,
  InternalAdapter,
  NewRecord,
  RecordWrite,
} from "./internal-adapter-types";

/**
 * The internal adapter a request's database hooks get their context through, built only when
 * the request writes. Binding builds a whole adapter (a closure per operation); with any
 * database hook configured (the admin and username plugins add some) every request bound one,
 * and a session read — which only reads — paid for it in allocation and garbage collection.
 *
 * Reads never reach a database hook, so they go to the adapter that was bound (the same
 * database, transaction and session cache); every other operation goes to the bound adapter,
 * built on first use and kept.
 */
class LazilyBoundAdapter implements InternalAdapter {
  #bound: InternalAdapter | null = null;

  constructor(
    private readonly unbound: InternalAdapter,
    private readonly bind: () => InternalAdapter,
  ) {}

  private get bound(): InternalAdapter {
    this.#bound ??= this.bind();
    return this.#bound;
  }

  get adapter() {
    return this.unbound.adapter;
  }
  get hasDatabaseHooks() {
    return this.unbound.hasDatabaseHooks;
  }

  // Reads: no database hook runs, nothing to bind. (Methods, not arrow fields: one object a request.)
  findUserById(...args: Parameters<InternalAdapter["findUserById"]>) {
    return this.unbound.findUserById(...args);
  }
  findUserByEmail(...args: Parameters<InternalAdapter["findUserByEmail"]>) {
    return this.unbound.findUserByEmail(...args);
  }
  findUserWithCredential(...args: Parameters<InternalAdapter["findUserWithCredential"]>) {
    return this.unbound.findUserWithCredential(...args);
  }
  findUserWithCredentialBy(...args: Parameters<InternalAdapter["findUserWithCredentialBy"]>) {
    return this.unbound.findUserWithCredentialBy(...args);
  }
  findSession(...args: Parameters<InternalAdapter["findSession"]>) {
    return this.unbound.findSession(...args);
  }
  listSessions(...args: Parameters<InternalAdapter["listSessions"]>) {
    return this.unbound.listSessions(...args);
  }
  findAccounts(...args: Parameters<InternalAdapter["findAccounts"]>) {
    return this.unbound.findAccounts(...args);
  }
  findAccount(...args: Parameters<InternalAdapter["findAccount"]>) {
    return this.unbound.findAccount(...args);
  }
  findVerification(...args: Parameters<InternalAdapter["findVerification"]>) {
    return this.unbound.findVerification(...args);
  }

  // Writes and transactions: the bound adapter, whose hooks get the context.
  createUser(...args: Parameters<InternalAdapter["createUser"]>) {
    return this.bound.createUser(...args);
  }
  updateUser(...args: Parameters<InternalAdapter["updateUser"]>) {
    return this.bound.updateUser(...args);
  }
  deleteUser(...args: Parameters<InternalAdapter["deleteUser"]>) {
    return this.bound.deleteUser(...args);
  }
  createSession(...args: Parameters<InternalAdapter["createSession"]>) {
    return this.bound.createSession(...args);
  }
  updateSession(...args: Parameters<InternalAdapter["updateSession"]>) {
    return this.bound.updateSession(...args);
  }
  deleteSession(...args: Parameters<InternalAdapter["deleteSession"]>) {
    return this.bound.deleteSession(...args);
  }
  deleteUserSessions(...args: Parameters<InternalAdapter["deleteUserSessions"]>) {
    return this.bound.deleteUserSessions(...args);
  }
  createAccount(...args: Parameters<InternalAdapter["createAccount"]>) {
    return this.bound.createAccount(...args);
  }
  updateAccount(...args: Parameters<InternalAdapter["updateAccount"]>) {
    return this.bound.updateAccount(...args);
  }
  deleteAccount(...args: Parameters<InternalAdapter["deleteAccount"]>) {
    return this.bound.deleteAccount(...args);
  }
  setCredentialPassword(...args: Parameters<InternalAdapter["setCredentialPassword"]>) {
    return this.bound.setCredentialPassword(...args);
  }
  createVerification(...args: Parameters<InternalAdapter["createVerification"]>) {
    return this.bound.createVerification(...args);
  }
  consumeVerification(...args: Parameters<InternalAdapter["consumeVerification"]>) {
    return this.bound.consumeVerification(...args);
  }
  deleteVerification(...args: Parameters<InternalAdapter["deleteVerification"]>) {
    return this.bound.deleteVerification(...args);
  }
  updateRecords(...args: Parameters<InternalAdapter["updateRecords"]>) {
    return this.bound.updateRecords(...args);
  }
  deleteRecords(...args: Parameters<InternalAdapter["deleteRecords"]>) {
    return this.bound.deleteRecords(...args);
  }
  withHookContext(...args: Parameters<InternalAdapter["withHookContext"]>) {
    return this.bound.withHookContext(...args);
  }
  createRecord<T extends Row = Row>(model: string, data: Row): Promise<T> {
    return this.bound.createRecord<T>(model, data);
  }
  createRecords<T extends Row = Row>(records: readonly NewRecord[]): Promise<T[]> {
    return this.bound.createRecords<T>(records);
  }
  writeRecords<const W extends readonly RecordWrite[]>(writes: W) {
    return this.bound.writeRecords(writes);
  }
  writeRecordsIf<const W extends readonly RecordWrite[]>(args: ConditionalRecordWrites<W>) {
    return this.bound.writeRecordsIf(args);
  }
  writeRecordsFollowedBy<const W extends readonly RecordWrite[]>(
    writes: W,
    follow: FollowingRecords,
  ) {
    return this.bound.writeRecordsFollowedBy(writes, follow);
  }
  writeRecordsFollowedByIf<const W extends readonly RecordWrite[]>(
    args: ConditionalRecordWrites<W>,
    follow: FollowingRecords,
  ) {
    return this.bound.writeRecordsFollowedByIf(args, follow);
  }
  updateRecord<T extends Row = Row>(model: string, where: Where[], data: Row): Promise<T | null> {
    return this.bound.updateRecord<T>(model, where, data);
  }
  transaction<R>(fn: (trx: InternalAdapter) => Promise<R>): Promise<R> {
    return this.bound.transaction(fn);
  }
}

/** `unbound` with its database hooks handed the context `bind` gives, bound on the first write. */
export function lazilyBound(
  unbound: InternalAdapter,
  bind: () => InternalAdapter,
): InternalAdapter {
  return new LazilyBoundAdapter(unbound, bind);
}
