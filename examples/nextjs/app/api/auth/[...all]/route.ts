import { toNextJsHandler } from "@tollgate/auth-server/next-js";
import { auth } from "@/lib/auth";

export const { GET, POST } = toNextJsHandler(auth);
