import { modelReference } from "@tollgate/auth-server";
import { z } from "zod";

// The success answers several organization routes share, for the OpenAPI document
// (`metadata.responseSchema`); answers of one route sit next to it.

/**
 * A stored record of `model` with fields the route adds beside the record's own: in the
 * document, `allOf` of the model's component and the added fields. The added part stays open
 * (looseObject) because the record's fields sit on the same object: a closed part inside
 * `allOf` would refuse them.
 */
export function recordWith<Shape extends z.ZodRawShape>(model: string, added: Shape) {
  return z.intersection(modelReference(model), z.looseObject(added));
}

/** The public fields of a member's user that member answers carry (never the whole record). */
const memberUser = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
});

/** A member record with its user's public fields (list-members, get-active-member). */
export const memberWithUserAnswer = recordWith("member", { user: memberUser });
