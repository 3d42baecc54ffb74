import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseWebhookEvent } from "@tollgate/billing-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describePayload,
  type GeneratedPayload,
  generatedPayloads,
} from "../../billing-types/test/sdk/generated-payloads";
import { EVENT_TYPES, SDK_VERSIONS } from "../../billing-types/test/sdk/sdk-versions";
import { createWebhookVerifier, sign } from "../src/index.js";
import { runCli } from "./support/run-cli.js";

// Payloads generated from the platform's own SDK schemas (both API ages): what billing-types
// accepts, verifyAndParse and the CLI's check accept too, through the same definitions.

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const verifier = createWebhookVerifier({ secret: SECRET });

const payloads: GeneratedPayload[] = [];
const workDir = mkdtempSync(join(tmpdir(), "webhook-verifier-sdk-"));

// Loading both SDKs' schemas takes a few seconds on a busy machine.
beforeAll(async () => {
  for (const sdk of SDK_VERSIONS) {
    for (const type of EVENT_TYPES) payloads.push(...(await generatedPayloads(sdk, type)));
  }
}, 120_000);
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe("payloads generated from @polar-sh/sdk's own schemas (2025 and today)", () => {
  it("verifyAndParse returns for each the same client form as billing-types' parseWebhookEvent", async () => {
    expect(payloads.length).toBeGreaterThan(100);
    for (const payload of payloads) {
      const headers = (await sign({ secret: SECRET, id: "msg_sdk", body: payload.text })).headers;
      const event = await verifier.verifyAndParse(payload.text, headers);
      expect(event.known, describePayload(payload)).toBe(true);
      expect(event, describePayload(payload)).toStrictEqual(
        parseWebhookEvent(JSON.parse(payload.text)),
      );
    }
  }, 60_000);

  it("the CLI's check passes every one of them (as a process)", () => {
    for (const [index, payload] of payloads.entries()) {
      const folder = join(workDir, payload.sdk.age);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${payload.type}.${payload.mode}.${index}.json`), payload.text);
    }
    const result = runCli(["check", workDir]);
    expect(result.stdout).not.toContain("FAIL");
    expect(result.stdout).toContain(`${payloads.length} files checked, 0 failed`);
    expect(result.status).toBe(0);
  }, 60_000);
});
