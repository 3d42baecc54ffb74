import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { pickInputFields } from "../api/input-fields";
import { authError } from "../errors/auth-api-error";
import { cookieJarOf } from "../session/cookie-jar";
import { setSessionCacheCookie } from "../session/session-cookies";
import { requireSession } from "../session/session-guards";
import { checkImage, checkName } from "./helpers/profile-fields";
import { statusAnswer } from "./helpers/status-answer";

const updateUserBody = z.looseObject({
  name: z.string().optional(),
  image: z.string().nullable().optional(),
});

/** POST /update-user {name?, image?, ...additional fields} → { status }. Email changes go through /change-email. */
export const updateUser = createAuthEndpoint(
  "/update-user",
  {
    method: "POST",
    body: updateUserBody,
    metadata: {
      openapi: { summary: "Change the caller's name, image or additional fields" },
      responseSchema: statusAnswer,
      errorCodes: [
        "NOT_AUTHENTICATED",
        "FAILED_TO_GET_SESSION",
        "EMAIL_CAN_NOT_BE_UPDATED",
        "NO_FIELDS_TO_UPDATE",
        "FIELD_REQUIRED",
        "FIELD_TOO_LONG",
        "FIELD_HAS_CONTROL_CHARACTERS",
        "INVALID_FIELD",
        "FAILED_TO_UPDATE_USER",
        "OPERATION_REFUSED",
      ],
      inputFields: { model: "user", mode: "update" },
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    const current = await requireSession(ctx);
    if (body.email !== undefined)
      throw authError("BAD_REQUEST", "EMAIL_CAN_NOT_BE_UPDATED", { field: "email" });
    const update: Record<string, unknown> = pickInputFields(context, "user", body, {
      mode: "update",
      handled: ["name", "image"],
    });
    if (body.name !== undefined) checkName(context, body.name);
    if (typeof body.image === "string") checkImage(body.image);
    if (body.name !== undefined) update.name = body.name;
    if (body.image !== undefined) update.image = body.image;
    if (Object.keys(update).length === 0) throw authError("BAD_REQUEST", "NO_FIELDS_TO_UPDATE");
    const user = await context.internalAdapter.updateUser(current.user.id, {
      ...update,
      updatedAt: new Date(),
    });
    if (!user) throw authError("INTERNAL_SERVER_ERROR", "FAILED_TO_UPDATE_USER");
    await setSessionCacheCookie(context, cookieJarOf(ctx), { session: current.session, user });
    return { status: true };
  },
);
