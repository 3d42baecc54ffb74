import { describe, expect, it } from "vitest";
import { runDemoProcess } from "../e2e/support/demo-process";
import { ConfigError, readConfig } from "../server/config";

const paths = { appRoot: "/srv/demo", cwd: "/srv/demo" };
const secret = "s".repeat(32);

describe("readConfig", () => {
  it("defaults to localhost:3000, the SQLite file in the data folder and the dev mailbox", () => {
    const config = readConfig({}, paths);
    expect(config).toMatchObject({
      port: 3000,
      host: "localhost",
      baseURL: "http://localhost:3000",
      database: { kind: "sqlite", path: "/srv/demo/data/demo.db" },
      mail: { kind: "dev-mailbox" },
      devMailbox: true,
      trustedOrigins: [],
      production: false,
    });
  });

  it("reads PORT, HOST, BASE_URL and TRUSTED_ORIGINS", () => {
    const config = readConfig(
      {
        PORT: "4100",
        HOST: "0.0.0.0",
        BASE_URL: "https://demo.example.com/ignored/path",
        TRUSTED_ORIGINS: "https://a.example.com, https://*.b.example.com",
      },
      paths,
    );
    expect(config).toMatchObject({
      port: 4100,
      host: "0.0.0.0",
      baseURL: "https://demo.example.com",
    });
    expect(config.trustedOrigins).toEqual(["https://a.example.com", "https://*.b.example.com"]);
    expect(readConfig({ HOST: "0.0.0.0", PORT: "4100" }, paths).baseURL).toBe(
      "http://localhost:4100",
    );
  });

  it("gives instances on different ports different cookie names", () => {
    expect(readConfig({ PORT: "3000" }, paths).cookiePrefix).not.toBe(
      readConfig({ PORT: "3001" }, paths).cookiePrefix,
    );
  });

  it("turns the local OpenID Connect provider on in development, in production only with DEV_OIDC=1", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: secret, DEV_MAILBOX: "1" };
    expect(readConfig({}, paths).devOidc).toBe(true);
    expect(readConfig(production, paths).devOidc).toBe(false);
    expect(readConfig({ ...production, DEV_OIDC: "1" }, paths).devOidc).toBe(true);
  });

  it("regression: keeps the local OpenID Connect provider to this machine (anyone there can be any account)", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: secret, DEV_MAILBOX: "1" };
    expect(readConfig({ HOST: "0.0.0.0" }, paths).devOidc).toBe(false);
    expect(readConfig({ BASE_URL: "https://demo.example.com" }, paths).devOidc).toBe(false);
    expect(readConfig({ HOST: "127.0.0.1" }, paths).devOidc).toBe(true);
    expect(() => readConfig({ ...production, HOST: "0.0.0.0", DEV_OIDC: "1" }, paths)).toThrow(
      /DEV_OIDC=1 needs HOST and BASE_URL on this machine/,
    );
    expect(() =>
      readConfig({ ...production, BASE_URL: "https://demo.example.com", DEV_OIDC: "1" }, paths),
    ).toThrow(/anyone sign in as any account/);
  });

  it("reads the social providers' client ids and secrets", () => {
    const config = readConfig({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" }, paths);
    expect(config.socialProviders).toEqual([
      { id: "github", name: "GitHub", clientId: "id", clientSecret: "secret" },
    ]);
    expect(() => readConfig({ GITHUB_CLIENT_ID: "id" }, paths)).toThrow(ConfigError);
  });

  it("refuses a PORT that is not a port", () => {
    expect(() => readConfig({ PORT: "http" }, paths)).toThrow(ConfigError);
    expect(() => readConfig({ PORT: "70000" }, paths)).toThrow(/PORT "70000"/);
  });

  it("refuses to run in production without AUTH_SECRET", () => {
    expect(() => readConfig({ NODE_ENV: "production", DEV_MAILBOX: "1" }, paths)).toThrow(
      /AUTH_SECRET is not set/,
    );
  });

  it("refuses to run in production without SMTP_URL unless DEV_MAILBOX=1", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: secret };
    expect(() => readConfig(production, paths)).toThrow(/SMTP_URL is not set.*DEV_MAILBOX=1/);
    expect(readConfig({ ...production, DEV_MAILBOX: "1" }, paths).mail).toEqual({
      kind: "dev-mailbox",
    });
    const smtp = readConfig({ ...production, SMTP_URL: "smtp://u:p@mail.example.com:587" }, paths);
    expect(smtp.mail).toEqual({
      kind: "smtp",
      url: "smtp://u:p@mail.example.com:587",
      from: "Tollgate Demo <no-reply@localhost>",
    });
    expect(smtp.devMailbox).toBe(false);
  });
});

describe("the server process", () => {
  it("stops with a clear message in production without AUTH_SECRET", async () => {
    const run = runDemoProcess({ NODE_ENV: "production", DEV_MAILBOX: "1", PORT: "0" });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain("Tollgate demo cannot start: AUTH_SECRET is not set");
  });

  it("stops with a clear message in production without SMTP_URL or DEV_MAILBOX=1", async () => {
    const run = runDemoProcess({ NODE_ENV: "production", AUTH_SECRET: secret, PORT: "0" });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain("Tollgate demo cannot start: SMTP_URL is not set");
  });
});
