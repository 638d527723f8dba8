import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRevealed } from "./use-revealed.ts";

describe("useRevealed", () => {
  it("gives the first items at once, then the rest a slice at a time", async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useRevealed(10, 2, 4);
      seen.push(shown);
      return shown;
    });
    expect(seen[0]).toBe(2);
    await waitFor(() => expect(result.current).toBe(10));
    // 2, then 6, then all 10: never more than a slice at a time.
    expect([...new Set(seen)]).toEqual([2, 6, 10]);
  });

  it("goes on when more items come (the next page)", async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealed(total, 4), {
      initialProps: { total: 3 },
    });
    expect(result.current).toBe(3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    rerender({ total: 12 });
    await waitFor(() => expect(result.current).toBe(12));
  });
});
