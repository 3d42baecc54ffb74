/** One V8 CPU profile node, as `Profiler.stop` gives it. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

const frameName = ({ callFrame }: ProfileNode) =>
  `${callFrame.functionName || "(anonymous)"} ${callFrame.url.split("/").slice(-2).join("/")}:${callFrame.lineNumber}`;

/**
 * The functions taking the most samples, by self time and by inclusive time (a function counted
 * once per sample however deep it recurses), as "12.3% name file:line" lines.
 */
export function summarizeProfile(profile: CpuProfile, top = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const hits = new Map<number, number>();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, count] of hits) {
    const node = byId.get(id);
    if (!node) continue;
    self.set(frameName(node), (self.get(frameName(node)) ?? 0) + count);
    const seen = new Set<string>();
    for (
      let current: number | undefined = id;
      current !== undefined;
      current = parentOf.get(current)
    ) {
      const ancestor = byId.get(current);
      if (!ancestor || seen.has(frameName(ancestor))) continue;
      seen.add(frameName(ancestor));
      inclusive.set(frameName(ancestor), (inclusive.get(frameName(ancestor)) ?? 0) + count);
    }
  }
  const total = profile.samples.length || 1;
  const lines = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, count]) => `${((100 * count) / total).toFixed(1).padStart(5)}% ${name}`);
  return ["self:", ...lines(self), "", "inclusive:", ...lines(inclusive)].join("\n");
}
