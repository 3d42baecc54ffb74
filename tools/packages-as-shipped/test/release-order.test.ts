import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { publishableDirectories } from "../src/packed-package";
import { publishOrder, readWorkspacePackage, type WorkspacePackage } from "../src/release-order";

const repoRoot = resolve(import.meta.dirname, "../../..");
const workspace = publishableDirectories(repoRoot).map((directory) =>
  readWorkspacePackage(repoRoot, directory),
);
const fake = (name: string, dependencies: Record<string, string> = {}): WorkspacePackage => ({
  directory: `packages/${name}`,
  manifest: { name, version: "1.0.0", dependencies },
});

describe("publish order", () => {
  it("puts every workspace package after the workspace packages it depends on or peers", () => {
    const order = publishOrder(workspace).map((pkg) => pkg.manifest.name);
    expect(order).toHaveLength(workspace.length);
    for (const { manifest } of workspace) {
      const needed = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
      for (const name of needed.filter((n) => order.includes(n)))
        expect(order.indexOf(name), `${name} before ${manifest.name}`).toBeLessThan(
          order.indexOf(manifest.name),
        );
    }
    expect(order.indexOf("@tollgate/billing-types")).toBeLessThan(
      order.indexOf("@tollgate/webhook-verifier"),
    );
  });

  it("refuses a cycle, naming its packages", () => {
    expect(() => publishOrder([fake("a", { b: "^1" }), fake("b", { a: "^1" })])).toThrow(
      "dependency cycle among a, b",
    );
  });
});
