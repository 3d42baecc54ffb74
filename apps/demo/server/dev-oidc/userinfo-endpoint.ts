import type { SingleUseStore, TokenGrant } from "./grants";
import { json } from "./token-endpoint";

/** GET or POST /userinfo with Authorization: Bearer <access token>. */
export function handleUserinfo(
  request: Request,
  accessTokens: SingleUseStore<TokenGrant>,
): Response {
  const header = request.headers.get("authorization") ?? "";
  const token = header.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : "";
  const grant = token ? accessTokens.peek(token) : undefined;
  if (!grant) {
    const response = json(401, {
      error: "invalid_token",
      error_description: "the access token is missing, unknown or expired",
    });
    response.headers.set("www-authenticate", 'Bearer error="invalid_token"');
    return response;
  }
  const { person } = grant;
  return json(200, {
    sub: person.sub,
    name: person.name,
    email: person.email,
    email_verified: true,
  });
}
