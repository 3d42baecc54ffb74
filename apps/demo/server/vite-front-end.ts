import type { IncomingMessage, Server, ServerResponse } from "node:http";

/**
 * Vite in middleware mode, for `pnpm dev`: modules are served from source with hot reload,
 * and its HMR websocket shares the demo's own HTTP server (so several demos can run at once).
 */
export async function createViteFrontEnd(appRoot: string, httpServer: Server) {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: appRoot,
    // Load vite.config.ts through Vite's module runner: the default bundles it to a temporary
    // file next to it and imports that, which node --watch follows and then sees deleted, so
    // the dev server restarted once on every start.
    configLoader: "runner",
    appType: "spa",
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    vite.middlewares(req, res, () => {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    });
  };
  return { handler, close: () => vite.close() };
}
