import { parseArgs } from "node:util";
import { createWebhookSigner } from "../../sign/create-webhook-signer.js";
import { CliUsageError } from "../cli-error.js";
import type { CliIo } from "../cli-io.js";
import { EXIT } from "../exit-codes.js";
import { SIGN_HELP } from "../help.js";
import { KEY_AND_BODY_OPTIONS, keyOptionsFrom, readBody, wholeSeconds } from "../shared-options.js";

/** `sign`: prints the three headers for the body on stdin. */
export async function signCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: KEY_AND_BODY_OPTIONS, strict: true });
  if (values.help) {
    io.out(SIGN_HELP);
    return EXIT.ok;
  }
  const keyOptions = keyOptionsFrom(values, io);
  if (!values.id) throw new CliUsageError("MISSING_ID");
  const timestamp =
    values.timestamp === undefined
      ? undefined
      : wholeSeconds(values.timestamp, "INVALID_TIMESTAMP");
  const body = await readBody(values, io);
  const signed = await createWebhookSigner(keyOptions).sign({
    id: values.id,
    body,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  if (values.json) {
    io.out(JSON.stringify(signed.headers));
  } else {
    for (const [name, value] of Object.entries(signed.headers)) io.out(`${name}: ${value}`);
  }
  return EXIT.ok;
}
