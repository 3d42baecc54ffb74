import { generateOpenAPIDocument } from "@tollgate/auth-server/open-api";
import { expect, it } from "vitest";
import { auditServer } from "./support/audit-server";

it("the OpenAPI document describes the three listings, their queries and their errors", async () => {
  const t = await auditServer(undefined);
  const document = generateOpenAPIDocument(await t.auth.$context);
  const text = JSON.stringify(document);
  for (const path of [
    "/audit/list-events",
    "/admin/list-audit-events",
    "/organization/list-audit-events",
  ]) {
    expect(Object.keys(document.paths ?? {})).toContain(`/api/auth${path}`);
  }
  expect(text).toContain("List the signed-in user's security events, newest first");
  expect(text).toContain("YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS");
  expect(text).toContain("INVALID_TIME_RANGE");
});
