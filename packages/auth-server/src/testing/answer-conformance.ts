import type { Auth } from "../create-auth";
import { endpointDocsOf } from "../open-api/endpoint-docs";
import type { AuthOptions } from "../options";

/**
 * Holds every successful JSON answer against the response schema its endpoint declares for the
 * OpenAPI document (`metadata.responseSchema`), so a schema that drifts from what the route
 * really answers fails the test that made the call, not a reader of the document.
 *
 * Test helpers only: the server itself never re-validates its own answers.
 */
export async function assertAnswerConforms(
  auth: Auth<AuthOptions>,
  request: { method: string; url: URL; basePath: string },
  response: Response,
): Promise<void> {
  if (response.status !== 200) return;
  if (!response.headers.get("content-type")?.includes("application/json")) return;
  const runtime = await auth.$runtime;
  const path = request.url.pathname.slice(request.basePath.length) || "/";
  const match = runtime.router.match(request.method, path);
  if (!match.found) return;
  const { responseSchema } = endpointDocsOf(match.route.endpoint);
  if (!responseSchema) return;
  const text = await response.clone().text();
  const answer: unknown = text ? JSON.parse(text) : null;
  const checked = responseSchema.safeParse(answer);
  if (checked.success) return;
  const problems = checked.error.issues
    .map((issue) => `  ${issue.path.join(".") || "(answer)"}: ${issue.message}`)
    .join("\n");
  throw new Error(
    `${request.method} ${match.route.pattern} answered what its responseSchema does not describe:\n${problems}\nanswer: ${text.slice(0, 600)}`,
  );
}
