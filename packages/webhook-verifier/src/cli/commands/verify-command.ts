import { parseArgs } from "node:util";
import { isWebhookVerificationError } from "../../errors/webhook-verification-error.js";
import { createWebhookVerifier } from "../../verify/create-webhook-verifier.js";
import { CliUsageError } from "../cli-error.js";
import type { CliIo } from "../cli-io.js";
import { CLI_TEXT } from "../cli-messages.js";
import { EXIT } from "../exit-codes.js";
import { VERIFY_HELP } from "../help.js";
import { KEY_AND_BODY_OPTIONS, keyOptionsFrom, readBody, wholeSeconds } from "../shared-options.js";

const VERIFY_OPTIONS = {
  ...KEY_AND_BODY_OPTIONS,
  signature: { type: "string" },
  tolerance: { type: "string" },
  now: { type: "string" },
} as const;

function toleranceFrom(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const tolerance = Number(text);
  if (text.trim() === "" || !Number.isFinite(tolerance) || tolerance < 0) {
    throw new CliUsageError("INVALID_TOLERANCE");
  }
  return tolerance;
}

/** `verify`: exit 0 when the body on stdin matches its headers, 1 with the error otherwise. */
export async function verifyCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: VERIFY_OPTIONS, strict: true });
  if (values.help) {
    io.out(VERIFY_HELP);
    return EXIT.ok;
  }
  const keyOptions = keyOptionsFrom(values, io);
  // The headers are passed to the verifier as given, so that it reports a missing or malformed
  // one with the spec's own message, exactly as a server would.
  const toleranceSeconds = toleranceFrom(values.tolerance);
  const nowMilliseconds =
    values.now === undefined ? undefined : wholeSeconds(values.now, "INVALID_NOW") * 1000;
  const verifier = createWebhookVerifier({
    ...keyOptions,
    ...(toleranceSeconds === undefined ? {} : { toleranceSeconds }),
    ...(nowMilliseconds === undefined ? {} : { now: () => nowMilliseconds }),
  });
  const body = await readBody(values, io);
  try {
    const verified = await verifier.verify(body, {
      "webhook-id": values.id,
      "webhook-timestamp": values.timestamp,
      "webhook-signature": values.signature,
    });
    if (values.json) io.out(JSON.stringify({ ok: true, ...verified }));
    else io.out(`${CLI_TEXT.verified}: ${verified.id} (timestamp ${verified.timestamp})`);
    return EXIT.ok;
  } catch (error) {
    if (!isWebhookVerificationError(error)) throw error;
    if (values.json)
      io.out(JSON.stringify({ ok: false, code: error.code, message: error.message }));
    io.err(`${error.code}: ${error.message}`);
    return EXIT.rejected;
  }
}
