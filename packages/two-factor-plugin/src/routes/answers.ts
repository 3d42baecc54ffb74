import { modelReference } from "@tollgate/auth-server";
import { z } from "zod";

/** A verified code: the session's token and the user (Better Auth's answer). */
export const verifiedAnswer = z.object({ token: z.string(), user: modelReference("user") });

export const statusAnswer = z.object({ status: z.boolean() });

export const trustDeviceField = z
  .boolean()
  .optional()
  .meta({ description: "Trust this device: it skips the second factor for trustDeviceMaxAge" });

export const codeField = z.string().min(1).max(64).meta({ description: 'The code, e.g. "012345"' });

export const passwordField = z.string().meta({ description: "The user's password" });

/** What every code check takes: the code, and whether to trust this device. */
export const codeBody = z.object({ code: codeField, trustDevice: trustDeviceField });
