import type { TestDatabase, TestDatabaseTarget } from "./test-databases";

/** The test framework's block hooks: vitest's, Jest's or Bun's `{ beforeAll, afterAll }`. */
export interface BlockHooks {
  beforeAll(run: () => Promise<void>, timeoutMs?: number): void;
  afterAll(run: () => Promise<void>): void;
}

/**
 * One server per database target for a block of tests (a `describe`): the database opens and
 * `start` makes the server before the block's first test; the database closes after its last.
 * Migrating PostgreSQL or MySQL for every test would be slow, so tests keep apart by fresh users.
 * Call it where the block is declared; read the server inside tests:
 *
 *   const server = serverPerBlock({ beforeAll, afterAll }, target, (db) => myServer(db));
 *   it("…", async () => { await server().signUp(…) });
 */
export function serverPerBlock<Server>(
  hooks: BlockHooks,
  target: TestDatabaseTarget,
  start: (database: TestDatabase) => Promise<Server>,
): () => Server {
  let database: TestDatabase | undefined;
  let server: Server | undefined;
  // A server-backed database migrates first: on a busy machine that outlasts a 5 s default.
  hooks.beforeAll(async () => {
    database = await target.open();
    server = await start(database);
  }, 60_000);
  hooks.afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (server === undefined) throw new Error("serverPerBlock: read the server inside a test.");
    return server;
  };
}
