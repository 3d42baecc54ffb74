import type { Environment } from "vitest/runtime";
import { builtinEnvironments } from "vitest/runtime";

const NODE_FETCH_GLOBALS = ["fetch", "Request", "Response", "Headers", "FormData"] as const;

/**
 * happy-dom for window, document, location and BroadcastChannel, but Node's own fetch classes:
 * the in-process auth server must be able to send Set-Cookie (happy-dom's Response strips it, as
 * a browser's network layer would), and the tests' cookie jar plays the browser's part.
 */
const environment: Environment = {
  name: "happy-dom-node-fetch",
  viteEnvironment: "client",
  async setup(global, options) {
    const saved = NODE_FETCH_GLOBALS.map((key) => [key, global[key]] as const);
    const happyDom = await builtinEnvironments["happy-dom"].setup(global, options);
    for (const [key, value] of saved) global[key] = value;
    return happyDom;
  },
};

export default environment;
