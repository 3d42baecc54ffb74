import type { IncomingMessage, ServerResponse } from "node:http";

/** At most 64 KiB of body: the local provider's forms and token requests are small. */
const BODY_LIMIT = 64 * 1024;

/** A node:http request as a Web Request, for handlers written against Web standards. */
export async function toWebRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    body: hasBody ? await readBody(req) : null,
  });
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > BODY_LIMIT) throw new RangeError(`request body over ${BODY_LIMIT} bytes`);
    chunks.push(buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** Writes a Web Response to node:http's response. */
export async function writeWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Serves a node:http request with a Web handler; a body over the limit is answered 413. */
export async function serveWithWebHandler(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  handler: (request: Request) => Promise<Response>,
): Promise<void> {
  let request: Request;
  try {
    request = await toWebRequest(req, origin);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    res.writeHead(413, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ error: "invalid_request", error_description: error.message }));
    return;
  }
  await writeWebResponse(res, await handler(request));
}
