import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { AdminPage } from "../admin/admin-page.tsx";

let started: string[];

beforeEach(() => {
  sessionStore.save(sessionFixture({ isAdmin: true }));
  started = [];
  server.use(
    http.get("/api/v1/admin/jobs", () =>
      HttpResponse.json({
        data: [
          { name: "notifications.digest", cron: "0 7 * * *" },
          { name: "mail.sweep", cron: "*/10 * * * *" },
          { name: "saved_searches.announce", cron: "15 * * * *" },
          { name: "notifications.instant", cron: "* * * * *" },
          { name: "reports.weekly", cron: "0 9 * * 1" },
        ],
      }),
    ),
    http.post("/api/v1/admin/jobs/:name/run", ({ params }) => {
      if (params.name === "reports.weekly") {
        return HttpResponse.json(
          { error: { code: "job.not_found", message: "No scheduled job by this name" } },
          { status: 404 },
        );
      }
      started.push(String(params.name));
      return HttpResponse.json({ ok: true }, { status: 202 });
    }),
  );
});
afterEach(() => changeLanguage("en"));

describe("Scheduled work tab", () => {
  it("says each job and its time in words, and starts one now", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin?tab=jobs" });
    const digest = await screen.findByRole("listitem", { name: "Send the morning summary mail" });
    expect(within(digest).getByText("Every day at 07:00")).toBeInTheDocument();
    expect(screen.getByText("Every 10 minutes")).toBeInTheDocument();
    expect(screen.getByText("Every hour at :15")).toBeInTheDocument();
    expect(screen.getByText("Every minute")).toBeInTheDocument();
    // A job without words of its own keeps its code name and its timetable as written.
    const other = screen.getByRole("listitem", { name: "reports.weekly" });
    expect(within(other).getByText("Timetable 0 9 * * 1")).toBeInTheDocument();

    await user.click(
      within(digest).getByRole("button", { name: "Run now: Send the morning summary mail" }),
    );
    expect(await screen.findByText("Started: Send the morning summary mail")).toBeInTheDocument();
    expect(started).toEqual(["notifications.digest"]);

    await user.click(within(other).getByRole("button", { name: "Run now: reports.weekly" }));
    expect(await screen.findByText("No scheduled job by this name")).toBeInTheDocument();
  });

  it("reads in Gujarati", async () => {
    changeLanguage("gu");
    renderWithProviders(<AdminPage />, { route: "/admin?tab=jobs" });
    const digest = await screen.findByRole("listitem", { name: "સવારનો સારાંશ ઇમેઇલ મોકલવો" });
    expect(within(digest).getByText("દરરોજ 07:00 વાગ્યે")).toBeInTheDocument();
    expect(within(digest).getByRole("button", { name: /હમણાં ચલાવો/ })).toBeInTheDocument();
  });
});
