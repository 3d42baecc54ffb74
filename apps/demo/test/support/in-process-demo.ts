import { freePort } from "../../e2e/support/free-port";
import { createDemoAuth } from "../../server/auth";
import { readConfig } from "../../server/config";
import { createDemoHttpServer } from "../../server/http";
import { createMailer } from "../../server/mail";
import { openDatabase } from "../../server/open-database";

export interface InProcessDemo {
  baseURL: string;
  close(): Promise<void>;
}

/**
 * The demo's real server parts in-process, on an in-memory SQLite database, listening on a free
 * port of 127.0.0.1; the front end is a stand-in page ("front end").
 */
export async function startInProcessDemo(): Promise<InProcessDemo> {
  const port = await freePort();
  const config = readConfig(
    { DATABASE_URL: ":memory:", HOST: "127.0.0.1", PORT: String(port) },
    { appRoot: "/tmp", cwd: "/tmp" },
  );
  const database = await openDatabase(config.database);
  const mailer = createMailer(config.mail, config.devMailbox);
  const auth = createDemoAuth(config, database.input, mailer);
  await auth.migrate();
  const { server, setFrontEnd } = createDemoHttpServer({ auth, mailbox: mailer.mailbox });
  setFrontEnd((_req, res) => void res.end("front end"));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    baseURL: config.baseURL,
    close: async () => {
      server.close();
      await database.close();
    },
  };
}
