import type { AnalyticsReport } from "@sagpan/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { AdminPage } from "../admin/admin-page.tsx";
import { dayTick, indianNumber, vitalValue } from "./format.ts";
import { lastDays } from "./report-api.ts";

const day = (d: string, page_views: number) => ({
  day: d,
  page_views,
  sign_ups: 2,
  interests: 3,
  chats: 4,
  payments: 1,
  assistant: 0,
});

const report = (from: string, to: string): AnalyticsReport => ({
  from,
  to,
  days: [day("2026-11-22", 120_000), day("2026-11-23", 3_456)],
  routes: [
    { route: "/login", views: 100_000 },
    { route: "/blog/:id", views: 23_456 },
  ],
  vitals: [
    { route: "/login", name: "LCP", p75: 1800, samples: 1200 },
    { route: "/blog/:id", name: "LCP", p75: 3100, samples: 40 },
    { route: "/", name: "CLS", p75: 0.05, samples: 9 },
  ],
});

let asked: URLSearchParams[];
beforeEach(() => {
  sessionStore.save(sessionFixture({ isAdmin: true }));
  asked = [];
  server.use(
    http.get("/api/v1/admin/analytics", ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return HttpResponse.json(report(params.get("from") ?? "", params.get("to") ?? ""));
    }),
  );
});

describe("admin analytics tab", () => {
  it("shows the last 30 days with Indian totals and each vital against its good limit", async () => {
    renderWithProviders(<AdminPage />, { route: "/admin?tab=analytics" });
    const views = await screen.findByRole("region", { name: "Page views per day" });
    expect(within(views).getByText("Total 1,23,456")).toBeInTheDocument();
    expect(asked[0]?.get("to")).toBe(lastDays(30).to);
    expect(asked[0]?.get("from")).toBe(lastDays(30).from);
    const activity = screen.getByRole("region", { name: /^Sign-ups, interests/ });
    expect(within(activity).getByText("Chat messages: 8")).toBeInTheDocument();
    const lcp = screen.getByRole("region", { name: "Largest content shown (LCP)" });
    expect(within(lcp).getByText("Good ≤ 2.5 s")).toBeInTheDocument();
    expect(within(lcp).getByText(/\/login: 1.8 s/)).toHaveTextContent("Good");
    expect(within(lcp).getByText(/\/blog\/:id: 3.1 s/)).toHaveTextContent("Needs work");
    const inp = screen.getByRole("region", { name: "Response to taps (INP)" });
    expect(within(inp).getByText("No data in this range")).toBeInTheDocument();
  });

  it("asks again for the last 7 days when chosen", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin?tab=analytics" });
    await screen.findByRole("region", { name: "Page views per day" });
    await user.click(screen.getByText("7 days"));
    await vi.waitFor(() => expect(asked.at(-1)?.get("from")).toBe(lastDays(7).from));
  });
});

describe("analytics formats", () => {
  it("writes numbers, days and vitals the Indian way in both languages", () => {
    expect(indianNumber(1234567, "en")).toBe("12,34,567");
    expect(indianNumber(1234567, "gu")).toBe("12,34,567");
    expect(dayTick("2026-11-03", "gu")).toBe("03/11");
    expect(vitalValue("CLS", 0.1234, "en")).toBe("0.123");
    expect(vitalValue("INP", 212, "en")).toBe("212 ms");
    expect(vitalValue("TTFB", 800, "en")).toBe("0.8 s");
  });

  it("counts the last days from India's today, not UTC's", () => {
    // 20:00 UTC on 23 November is 01:30 on 24 November in India.
    expect(lastDays(7, new Date("2026-11-23T20:00:00Z"))).toEqual({
      from: "2026-11-18",
      to: "2026-11-24",
    });
    expect(i18n.exists("adminAnalytics.tab")).toBe(true);
  });
});
