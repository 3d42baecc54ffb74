import type { Server } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { InsecureSecretError } from "@tollgate/auth-server";
import { CAPTCHA_WIDGETS } from "../shared/captcha";
import { createDemoAuth } from "./auth";
import { createBillingRoutes } from "./billing-routes";
import { ConfigError, type DemoConfig, readConfig } from "./config";
import { describeDatabase } from "./database-url";
import { createDemoBilling } from "./demo-billing";
import { createDemoHttpServer } from "./http";
import { createLocalOidc } from "./local-oidc";
import { createMailer } from "./mail";
import { openDatabase } from "./open-database";
import { frontEndCsp } from "./page-security-headers";
import { seedAdmin } from "./seed-admin";
import { signInProviders } from "./social-sign-in";
import { createStaticHandler } from "./static-files";
import { createViteFrontEnd } from "./vite-front-end";

const SEED_OUTCOME_TEXT = {
  created: "created",
  promoted: "promoted to admin",
  unchanged: "already an admin",
} as const;

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

async function start(config: DemoConfig): Promise<void> {
  const database = await openDatabase(config.database);
  const mailer = createMailer(config.mail, config.devMailbox);
  const localOidc = config.devOidc ? await createLocalOidc(config.baseURL) : null;
  const billing = config.billing ? createDemoBilling(config.billing, config.baseURL) : null;
  const auth = createDemoAuth(
    config,
    database.input,
    mailer,
    localOidc?.clients,
    billing?.pluginOptions ?? null,
  );
  await auth.migrate();

  const { server, setFrontEnd } = createDemoHttpServer({
    auth,
    mailbox: mailer.mailbox,
    devOidc: localOidc?.provider ?? null,
    signInProviders: signInProviders(config.socialProviders, localOidc?.clients ?? []),
    captcha: config.captcha
      ? { provider: config.captcha.provider, siteKey: config.captcha.siteKey }
      : null,
    billing: createBillingRoutes(auth, billing, config.baseURL),
    devPlatform: billing?.devPlatform ?? null,
  });
  const captchaOrigins = config.captcha ? CAPTCHA_WIDGETS[config.captcha.provider].origins : [];
  const vite = config.viteDevServer ? await createViteFrontEnd(appRoot, server) : null;
  setFrontEnd(
    vite?.handler ?? createStaticHandler(join(appRoot, "dist"), frontEndCsp(captchaOrigins)),
  );
  await listen(server, config.port, config.host);
  // After listening: making the administrator makes their payments customer, and the local
  // stand-in of the payments platform answers on this very server.
  const seeded = config.seedAdmin ? await seedAdmin(auth, config.seedAdmin) : null;

  const mail = config.mail.kind === "smtp" ? "SMTP" : `dev mailbox at ${config.baseURL}/dev/mail`;
  console.log(`Tollgate demo ready on ${config.baseURL}`);
  console.log(`  database: ${describeDatabase(config.database)}`);
  if (config.seedAdmin && seeded) {
    console.log(`  admin:    ${config.seedAdmin.email} (${SEED_OUTCOME_TEXT[seeded]})`);
  }
  console.log(
    `  mail:     ${mail}${config.viteDevServer ? "\n  mode:     development (hot reload)" : ""}`,
  );
  if (!config.authSecret) {
    console.warn(
      "  secret:   AUTH_SECRET is not set, so sessions are signed with the development secret; set AUTH_SECRET (32+ random characters) before anyone else uses this demo",
    );
  }
  if (config.captcha) console.log(`  captcha:  ${config.captcha.provider}`);
  if (localOidc) {
    console.log(`  sign-in:  local OpenID Connect provider at ${localOidc.provider.issuer}`);
  }
  if (billing?.devPlatform) {
    console.log(`  payments: local stand-in at ${billing.devPlatform.baseUrl}/console`);
  } else if (config.billing?.kind === "platform") {
    console.log(`  payments: Polar (${config.billing.server})`);
  }

  // Ctrl-C under pnpm delivers SIGINT twice (the terminal's, then pnpm's forwarded copy): the
  // handler stays, so the second one cannot kill the process mid-shutdown (a "failed" run).
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections();
    await vite?.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolveListen, rejectListen) => {
    server.once("error", rejectListen);
    server.listen(port, host, () => {
      server.off("error", rejectListen);
      resolveListen();
    });
  });
}

function refuse(message: string): never {
  console.error(`\nTollgate demo cannot start: ${message}\n`);
  process.exit(1);
}

try {
  const config = readConfig(process.env, {
    appRoot,
    cwd: process.cwd(),
    viteDevServer: process.argv.includes("--dev"),
  });
  await start(config);
} catch (error) {
  if (error instanceof ConfigError || error instanceof InsecureSecretError) refuse(error.message);
  if (error instanceof Error && "code" in error && error.code === "EADDRINUSE") {
    refuse(`${error.message}. Another program uses that port: set PORT to a free one.`);
  }
  throw error;
}
