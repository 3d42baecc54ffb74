import type { MailMessageKey } from "../mail-messages";
import { mailText } from "../mail-messages";
import { requestLanguage } from "../request-language";
import {
  type AuthorizationRequest,
  readAuthorizationRequest,
  redirectWith,
} from "./authorization-request";
import { renderAuthorizePage, renderRequestErrorPage } from "./authorize-page";
import type { DevOidcClient } from "./clients";
import type { CodeGrant, SingleUseStore } from "./grants";
import { chosenPerson } from "./people";

/** The page's words in the language of the request (Accept-Language: a browser's own). */
function pageText(key: MailMessageKey, params: Readonly<Record<string, string>> = {}): string {
  return mailText(requestLanguage(), key, params);
}

export interface AuthorizeEndpointParts {
  issuer: string;
  clients: ReadonlyMap<string, DevOidcClient>;
  codes: SingleUseStore<CodeGrant>;
}

/** GET /authorize shows who one can be; POST /authorize (the page's form) answers the client. */
export async function handleAuthorize(
  request: Request,
  parts: AuthorizeEndpointParts,
): Promise<Response> {
  const params =
    request.method === "POST"
      ? new URLSearchParams(await request.text())
      : new URL(request.url).searchParams;
  const checked = readAuthorizationRequest(params, parts.clients);
  if ("untrusted" in checked) return html(400, renderRequestErrorPage(checked.untrusted));
  if ("error" in checked) {
    return redirectWith(checked.redirectUri, {
      error: checked.error,
      error_description: checked.description,
      state: checked.state,
      iss: parts.issuer,
    });
  }
  const formAction = `${parts.issuer}/authorize`;
  if (request.method !== "POST") return html(200, renderAuthorizePage(params, formAction));
  if (params.get("decision") === "deny") {
    return redirectWith(checked.redirectUri, {
      error: "access_denied",
      error_description: "the person cancelled the sign-in",
      state: checked.state,
      iss: parts.issuer,
    });
  }
  const person = await chosenPerson(params);
  if ("problem" in person) {
    return html(
      400,
      renderAuthorizePage(params, formAction, {
        message: pageText("devOidc.cannotContinue", {
          problem: pageText(
            person.problem.key,
            "params" in person.problem ? person.problem.params : {},
          ),
        }),
        name: params.get("name") ?? "",
        email: params.get("email") ?? "",
      }),
    );
  }
  const code = parts.codes.issue(codeGrant(checked, person));
  return redirectWith(checked.redirectUri, { code, state: checked.state, iss: parts.issuer });
}

function codeGrant(request: AuthorizationRequest, person: CodeGrant["person"]): CodeGrant {
  return {
    clientId: request.client.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    nonce: request.nonce,
    scope: request.scope,
    person,
  };
}

/**
 * The page may not be framed (a framed "who do you want to be" invites clickjacking), runs no
 * script and loads nothing: its only styles are inline.
 */
const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
};

function html(status: number, body: string): Response {
  return new Response(body, { status, headers: PAGE_HEADERS });
}
