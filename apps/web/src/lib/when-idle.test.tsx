import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FirstScreenMark,
  markFirstScreenDrawn,
  resetFirstScreenForTests,
  whenIdle,
} from "./when-idle.ts";

beforeEach(() => resetFirstScreenForTests());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
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
    expect(idle).toHaveLength(0);
    markFirstScreenDrawn();
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("after the load event, waits for the first screen, or 4 s at most", () => {
    vi.useFakeTimers();
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    whenIdle(vi.fn());
    vi.advanceTimersByTime(3_900);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(idle).toHaveLength(1);
    // Drawn afterwards: nothing runs twice.
    markFirstScreenDrawn();
    expect(idle).toHaveLength(1);
    // Later work runs at the next idle moment.
    whenIdle(vi.fn());
    expect(idle).toHaveLength(2);
  });

  it("cancelled while waiting for the first screen, runs nothing", () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    whenIdle(vi.fn())();
    markFirstScreenDrawn();
    expect(idle).toHaveLength(0);
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
    markFirstScreenDrawn();
    late();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it("falls back to a timer where the browser has no idle callbacks", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    markFirstScreenDrawn();
    const task = vi.fn();
    whenIdle(task);
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });
});

describe("FirstScreenMark", () => {
  it("marks the first screen drawn once no query is fetching and a frame has passed", async () => {
    const client = new QueryClient();
    let answer = (_: string) => {};
    void client.fetchQuery({
      queryKey: ["page"],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    whenIdle(vi.fn());
    render(
      <QueryClientProvider client={client}>
        <FirstScreenMark />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(idle).toHaveLength(0);
    answer("data");
    await vi.waitFor(() => expect(idle).toHaveLength(1));
  });
});

describe("FirstScreenMark and photos", () => {
  it("waits for the main part's photos to load before marking the first screen drawn", async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    whenIdle(vi.fn());
    const main = document.createElement("main");
    const photo = document.createElement("img");
    Object.defineProperty(photo, "complete", { value: false });
    main.append(photo);
    document.body.append(main);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FirstScreenMark />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(idle).toHaveLength(0);
    photo.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    main.remove();
  });
});
