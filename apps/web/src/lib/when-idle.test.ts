import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle.ts";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("whenIdle", () => {
  it("waits for the page's load event, then for an idle moment", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    const task = vi.fn();
    whenIdle(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs nothing once cancelled, before or after the load event", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const cancelIdle = vi.fn();
    vi.stubGlobal("requestIdleCallback", () => 7);
    vi.stubGlobal("cancelIdleCallback", cancelIdle);
    const early = vi.fn();
    whenIdle(early)();
    window.dispatchEvent(new Event("load"));
    expect(early).not.toHaveBeenCalled();

    const late = whenIdle(vi.fn());
    window.dispatchEvent(new Event("load"));
    late();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it("falls back to a timer where the browser has no idle callbacks", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenIdle(task);
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });
});
