import { atom, batch, computed } from "nanostores";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAuthClient } from "../src/index";
import { mountWithGrace } from "../src/store/mount-with-grace";

afterEach(() => void vi.useRealTimers());

describe("the client's stores are nanostores' own atoms", () => {
  it("batch() holds their listeners until it ends and computed() follows them (regression: the client's copy of atom wrote nanostores' private global and ignored batch)", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { $store } = createAuthClient({ baseURL: "http://localhost:3000" });
    const $label = computed($store.signal("$probeSignal"), (on) => (on ? "on" : "off"));
    const labels: string[] = [];
    const stopLabel = $label.subscribe((label) => labels.push(label));
    const seen: boolean[] = [];
    const stop = $store.listen("$probeSignal", (value) => seen.push(value));
    $store.notify("$probeSignal");
    batch(() => {
      // The signal flips here, 10 ms after notify, inside the batch.
      vi.advanceTimersByTime(10);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([true]);
    expect(labels).toEqual(["off", "on"]);
    stop();
    stopLabel();
  });

  it("get() on a store nobody listens to mounts it for a moment, as nanostores does; .value does not", () => {
    const $loaded = atom("idle");
    const mount = vi.fn(() => () => {});
    mountWithGrace($loaded, mount);
    expect($loaded.value).toBe("idle");
    expect(mount).not.toHaveBeenCalled();
    $loaded.get();
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
