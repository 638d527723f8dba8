import { analyticsBodySchema } from "@sagpan/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePageViews } from "./analytics.ts";

function Probe() {
  usePageViews();
  return <Link to="/terms-and-conditions?x=1">terms</Link>;
}

async function sentBodies(beacon: ReturnType<typeof vi.fn>) {
  return Promise.all(
    beacon.mock.calls.map(async ([url, blob]) => {
      expect(url).toBe("/api/v1/analytics");
      expect((blob as Blob).type).toBe("application/json");
      return analyticsBodySchema.parse(JSON.parse(await (blob as Blob).text()));
    }),
  );
}

describe("page views", () => {
  const original = navigator.sendBeacon;
  afterEach(() => {
    Object.defineProperty(navigator, "sendBeacon", { value: original, configurable: true });
  });

  it("sends one page_view per route change with sendBeacon, without the query string", async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    render(
      <MemoryRouter initialEntries={["/login"]}>
        <Probe />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole("link", { name: "terms" }));
    await vi.waitFor(async () => {
      const bodies = await sentBodies(beacon);
      expect(bodies.flatMap((b) => b.events)).toEqual([
        { type: "page_view", path: "/login", lang: "en" },
        { type: "page_view", path: "/terms-and-conditions", lang: "en" },
      ]);
    });
  });

  it("sends what is queued at once when the page is hidden", async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    render(
      <MemoryRouter initialEntries={["/blogs"]}>
        <Probe />
      </MemoryRouter>,
    );
    document.dispatchEvent(new Event("visibilitychange"));
    visibility.mockRestore();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [body] = await sentBodies(beacon);
    expect(body?.events).toEqual([{ type: "page_view", path: "/blogs", lang: "en" }]);
  });
});
