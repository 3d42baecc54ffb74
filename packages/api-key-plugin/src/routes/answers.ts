import { modelReference } from "@tollgate/auth-server";
import { z } from "zod";

// The success answers of the key routes, for the OpenAPI document (`metadata.responseSchema`).
// The apikey component (from the plugin's schema) never holds `key`: only its hash is stored,
// and that is marked `returned: false`.

/**
 * A key record with fields beside the record's own: `allOf` of the Apikey component and the
 * added part in the document. The added part stays open (looseObject) because the record's
 * fields sit on the same object: a closed part inside `allOf` would refuse them.
 */
function apiKeyRecordWith<Shape extends z.ZodRawShape>(added: Shape) {
  return z.intersection(modelReference("apikey"), z.looseObject(added));
}

/** POST /api-key/create: the new key's record and, this once only, the key itself. */
export const createdApiKeyAnswer = apiKeyRecordWith({
  key: z.string().describe("The API key itself. Answered only here, when it is created."),
});

/** GET /api-key/get, POST /api-key/update (and each of /api-key/list): never the key itself. */
export const apiKeyAnswer = apiKeyRecordWith({
  key: z.never().optional().describe("Never answered: the key is shown only when it is created."),
});

/** POST /api-key/delete. */
export const deletedApiKeyAnswer = z.object({ success: z.literal(true) });
