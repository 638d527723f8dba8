import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../lib/session.ts";
import { profileCardFixture, sessionFixture } from "../test/fixtures.ts";
import { renderWithProviders } from "../test/render.tsx";
import { errorReply, server } from "../test/server.ts";
import { createQueryClient } from "./query-client.ts";
import { AppRoutes } from "./routes.tsx";

// Issue 21 item 7: a refresh refused by the call limit never wipes a page already shown.
describe("a refresh refused by the call limit", () => {
  it("keeps the page, says to wait, and refreshes after the Retry-After", {
    timeout: 60_000,
  }, async () => {
    sessionStore.save(sessionFixture());
    let reply: "first" | "limited" | "second" = "first";
    const limited: number[] = [];
    server.use(
      http.get("/api/v1/profiles", () => {
        if (reply === "limited") {
          limited.push(Date.now());
          reply = "second";
          const refused = errorReply("request.rate_limited");
          refused.headers.set("Retry-After", "1");
          return refused;
        }
        const name = reply === "first" ? "Priya" : "Meera";
        return HttpResponse.json({ data: [profileCardFixture({ name })], next: null });
      }),
    );
    const client = createQueryClient();
    renderWithProviders(<AppRoutes />, { route: "/profiles", client });
    expect(await screen.findByText(/Priya/, {}, { timeout: 15_000 })).toBeInTheDocument();

    reply = "limited";
    void client.invalidateQueries();
    expect(
      await screen.findByText("Please wait a moment", {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(limited).toHaveLength(1);
    // Refused, and still showing what it showed, with no error in its place.
    expect(screen.getByText(/Priya/)).toBeInTheDocument();
    expect(screen.queryByRole("alert", { name: /problem/i })).not.toBeInTheDocument();

    expect(await screen.findByText(/Meera/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Priya/)).not.toBeInTheDocument();
  });
});
