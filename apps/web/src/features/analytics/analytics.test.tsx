import { analyticsBodySchema } from "@sagpan/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, type RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routePattern, usePageViews } from "./analytics.ts";

const routes: RouteObject[] = [
  {
    children: [
      { index: true },
      { path: "login" },
      { path: "blogs" },
      { path: "blog/:id" },
      { path: "terms-and-conditions" },
      { path: "upload/job/doc" },
      { path: "*" },
    ],
  },
];

function Probe() {
  usePageViews(routes);
  return (
    <>
      <Link to="/terms-and-conditions?x=1">terms</Link>
      <Link to="/blog/0193f2a1-7d41-7c2e-9d3b-1b2c3d4e5f60">blog</Link>
    </>
  );
}

describe("route patterns", () => {
  it("names a page by its pattern, never by the ids or words in its address", () => {
    expect(routePattern(routes, "/")).toBe("/");
    expect(routePattern(routes, "/blog/42")).toBe("/blog/:id");
    expect(routePattern(routes, "/upload/job/doc")).toBe("/upload/job/doc");
    expect(routePattern(routes, "/someone@example.in")).toBe("/*");
    expect(routePattern(routes, "/blogs/")).toBe("/blogs");
  });
});

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

  it("sends one page_view per route change with sendBeacon, as route patterns", async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    render(
      <MemoryRouter initialEntries={["/login"]}>
        <Probe />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "terms" }));
    await user.click(screen.getByRole("link", { name: "blog" }));
    await vi.waitFor(async () => {
      const bodies = await sentBodies(beacon);
      expect(bodies.flatMap((b) => b.events)).toEqual([
        { type: "page_view", path: "/login", lang: "en" },
        { type: "page_view", path: "/terms-and-conditions", lang: "en" },
        { type: "page_view", path: "/blog/:id", lang: "en" },
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
