import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { AssistantUsageTab } from "./assistant-usage-tab.tsx";

describe("assistant usage for admins", () => {
  it("shows counts by day, outcome and language, never texts", async () => {
    server.use(
      http.get("/api/v1/admin/assistant/usage", () =>
        HttpResponse.json({
          data: [
            { day: "2026-11-23", outcome: "answered", lang: "gu", count: 1250 },
            { day: "2026-11-23", outcome: "not_understood", lang: "en", count: 3 },
          ],
        }),
      ),
    );
    renderWithProviders(<AssistantUsageTab />);
    expect(await screen.findByText(/1,253 questions in the last 30 days/)).toBeVisible();
    expect(screen.getByText("1,250")).toBeVisible();
    expect(screen.getByText("Not understood")).toBeVisible();
    expect(screen.getAllByText("23/11/2026")).toHaveLength(2);
  });

  it("says so when no question was asked yet, not an empty table", async () => {
    server.use(http.get("/api/v1/admin/assistant/usage", () => HttpResponse.json({ data: [] })));
    renderWithProviders(<AssistantUsageTab />);
    expect(await screen.findByText("No questions asked yet")).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
