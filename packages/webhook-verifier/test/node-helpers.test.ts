import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createWebhookHandler, createWebhookVerifier, sign } from "../src/index.js";
import { type NodeWebhookRequest, toNodeListener, verifyNodeRequest } from "../src/node.js";
import { fixtureText } from "./support/fixtures.js";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

type Listener = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

async function serve(listener: Listener): Promise<string> {
  server = createServer((request, response) => {
    Promise.resolve(listener(request, response)).catch((error: unknown) => {
      response.statusCode = 599;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo; // listen(0) on TCP always gives an AddressInfo
  return `http://127.0.0.1:${port}/webhooks`;
}

async function post(url: string, body: string, headers: Record<string, string>) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
}

/** What express.raw({ type: "application/json" }) does: the whole body as a Buffer on req.body. */
async function expressRaw(request: NodeWebhookRequest): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk);
  request.body = Buffer.concat(chunks);
}

describe("Node and Express helpers (./node)", () => {
  const verifier = createWebhookVerifier({ secret: SECRET });

  it("verifyNodeRequest reads the raw body from the stream", async () => {
    const url = await serve(async (request, response) => {
      const verified = await verifyNodeRequest(verifier, request);
      response.end(JSON.stringify(verified));
    });
    const body = fixtureText("order.paid");
    const { headers } = await sign({ secret: SECRET, id: "msg_node", body });
    const response = await post(url, body, headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: "msg_node", body });
  });

  it("verifyNodeRequest uses the Buffer left by express.raw()", async () => {
    const url = await serve(async (request: NodeWebhookRequest, response) => {
      await expressRaw(request);
      const verified = await verifyNodeRequest(verifier, request);
      response.end(verified.id);
    });
    const body = '{"type":"custom.event","data":{"emoji":"🚀"}}';
    const { headers } = await sign({ secret: SECRET, id: "msg_raw", body });
    expect(await (await post(url, body, headers)).text()).toBe("msg_raw");
  });

  it("refuses a body that a JSON parser already consumed, with a clear error", async () => {
    const url = await serve(async (request: NodeWebhookRequest, response) => {
      await expressRaw(request);
      request.body = JSON.parse(String(request.body)); // what express.json() leaves behind
      try {
        await verifyNodeRequest(verifier, request);
        response.end("verified");
      } catch (error) {
        response.end(error instanceof Error ? error.message : "unknown");
      }
    });
    const body = '{"a":1}';
    const { headers } = await sign({ secret: SECRET, id: "msg_parsed", body });
    expect(await (await post(url, body, headers)).text()).toBe(
      "Raw body required but the request body was already parsed",
    );
  });

  it("toNodeListener serves the webhook handler over node:http with its status codes", async () => {
    const received: string[] = [];
    const handler = createWebhookHandler({
      secret: SECRET,
      on: { "order.paid": (_, context) => void received.push(context.id) },
    });
    const url = await serve(toNodeListener(handler));
    const body = fixtureText("order.paid");
    const { headers } = await sign({ secret: SECRET, id: "msg_listener", body });
    const ok = await post(url, body, headers);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ received: true });
    expect(received).toEqual(["msg_listener"]);
    const forged = await post(url, body.replace("2175", "1"), headers);
    expect(forged.status).toBe(401);
    expect((await fetch(url)).status).toBe(405);
  });

  it("toNodeListener answers 500 with the usage error when the body was parsed first", async () => {
    const handler = createWebhookHandler({ secret: SECRET, on: {} });
    const listener = toNodeListener(handler);
    const url = await serve(async (request: NodeWebhookRequest, response) => {
      await expressRaw(request);
      request.body = { parsed: true };
      await listener(request, response);
    });
    const response = await post(url, "{}", {});
    expect(response.status).toBe(500);
    expect((await response.json()).code).toBe(
      "RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED",
    );
  });
});
