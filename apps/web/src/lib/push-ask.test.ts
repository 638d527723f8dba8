import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh module per test: its "wanted" flag lives for a page's life. */
async function load() {
  vi.resetModules();
  return import("./push-ask.ts");
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("when push is offered unasked", () => {
  it("never during the first visit, even after an interest", async () => {
    const { pushAsk, usePushAskWanted } = await load();
    const wanted = renderHook(() => usePushAskWanted());
    pushAsk.visitStarted();
    act(() => pushAsk.interestSent());
    expect(wanted.result.current).toBe(false);
  });

  it("on the next visit after an interest sent during the first", async () => {
    const first = await load();
    first.pushAsk.visitStarted();
    first.pushAsk.interestSent();
    sessionStorage.clear(); // a new tab: a new visit
    const { pushAsk, usePushAskWanted } = await load();
    const wanted = renderHook(() => usePushAskWanted());
    expect(wanted.result.current).toBe(false);
    act(() => pushAsk.visitStarted());
    expect(wanted.result.current).toBe(true);
  });

  it("at once after an interest sent on a later visit, and not before one", async () => {
    const first = await load();
    first.pushAsk.visitStarted();
    sessionStorage.clear();
    const { pushAsk, usePushAskWanted } = await load();
    const wanted = renderHook(() => usePushAskWanted());
    act(() => pushAsk.visitStarted());
    expect(wanted.result.current).toBe(false);
    act(() => pushAsk.interestSent());
    expect(wanted.result.current).toBe(true);
  });

  it("never again once answered, whatever the answer", async () => {
    for (const choice of ["on", "off", "denied"] as const) {
      localStorage.clear();
      const first = await load();
      first.pushAsk.visitStarted();
      sessionStorage.clear();
      const { pushAsk, usePushAskWanted } = await load();
      const wanted = renderHook(() => usePushAskWanted());
      act(() => pushAsk.interestSent());
      act(() => pushAsk.answered(choice));
      expect(wanted.result.current).toBe(false);
      act(() => pushAsk.interestSent());
      sessionStorage.clear();
      act(() => pushAsk.visitStarted());
      expect(wanted.result.current, choice).toBe(false);
      expect(pushAsk.choice()).toBe(choice);
    }
  });
});
