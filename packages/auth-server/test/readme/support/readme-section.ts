import { readFileSync } from "node:fs";
import { createServer } from "node:net";

const FENCE = "```";

/** A README's section, from its `## heading` to the next, and its fenced code blocks. */
export function readmeSection(readmePath: string, heading: string) {
  const readme = readFileSync(readmePath, "utf8");
  const start = readme.indexOf(`## ${heading}`);
  if (start === -1) throw new Error(`${readmePath} has no section "## ${heading}"`);
  const text = readme.slice(start, readme.indexOf("\n## ", start + 1));
  return {
    text,
    /** The section's first fenced block of `language`. */
    codeBlock(language: string): string {
      const open = text.indexOf(`${FENCE}${language}\n`);
      const close = text.indexOf(FENCE, open + FENCE.length);
      if (open === -1 || close === -1) throw new Error(`"## ${heading}" has no ${language} block`);
      return text.slice(open + FENCE.length + language.length + 1, close);
    },
  };
}

/** A TCP port free on 127.0.0.1 right now, for a snippet run as an app. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}
