import { computed } from "nanostores";
import { describe, expect, it, vi } from "vitest";
import { atom } from "../src/store/atom";
import { mountWithGrace } from "../src/store/mount-with-grace";

describe("the client's atom (nanostores' interface)", () => {
  it("set notifies listeners in order with the new and the old value; an equal value notifies nobody", () => {
    const $count = atom(1);
    const seen: string[] = [];
    $count.listen((value, old) => seen.push(`a ${old}→${value}`));
    $count.listen((value, old) => seen.push(`b ${old}→${value}`));
    $count.set(2);
    $count.set(2);
    expect(seen).toEqual(["a 1→2", "b 1→2"]);
    expect($count.get()).toBe(2);
    expect($count.value).toBe(2);
    expect($count.init).toBe(1);
  });

  it("subscribe answers the value at once; lc counts listeners; the last one leaving calls off", () => {
    const $name = atom("ada");
    const off = vi.fn();
    $name.off = off;
    const first = vi.fn();
    const stopFirst = $name.subscribe(first);
    const stopSecond = $name.listen(() => {});
    expect(first).toHaveBeenCalledWith("ada");
    expect($name.lc).toBe(2);
    stopFirst();
    stopFirst();
    expect($name.lc).toBe(1);
    expect(off).not.toHaveBeenCalled();
    stopSecond();
    expect($name.lc).toBe(0);
    expect(off).toHaveBeenCalledTimes(1);
  });

  it("a listener that unsubscribes another during a notification does not make it skip a third", () => {
    const $value = atom(0);
    const calls: string[] = [];
    const stopB = $value.listen(() => calls.push("b"));
    $value.listen(() => {
      calls.push("a");
      stopB();
    });
    $value.listen(() => calls.push("c"));
    $value.set(1);
    $value.set(2);
    expect(calls).toEqual(["b", "a", "c", "a", "c"]);
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

  it("nanostores' own computed() follows it", () => {
    const $first = atom("Ada");
    const $greeting = computed($first, (name) => `hello ${name}`);
    const seen: string[] = [];
    const stop = $greeting.subscribe((value) => seen.push(value));
    $first.set("Bo");
    stop();
    expect(seen).toEqual(["hello Ada", "hello Bo"]);
  });
});
