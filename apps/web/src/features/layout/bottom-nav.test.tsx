import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { countsFixture, sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { BottomNav } from "./bottom-nav.tsx";

describe("bottom navigation", () => {
  it.each(["Profiles", "Saved", "Interests", "Chats"])(
    "invites a visitor who taps %s to join and opens the sign-up page",
    async (name) => {
      const user = userEvent.setup();
      renderWithProviders(<BottomNav />, { route: "/" });
      await user.click(screen.getByRole("link", { name }));
      expect(await screen.findByText("Join now")).toBeInTheDocument();
      expect(screen.getByTestId("location")).toHaveTextContent("/signup");
    },
  );

  it("lets a member through and shows the unread chat count", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/counts/subscribe", () =>
        HttpResponse.json({ data: countsFixture({ chat_count: 3 }) }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<BottomNav />, { route: "/" });
    expect(await screen.findByText("3 unread messages")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: /Saved/ }));
    expect(screen.getByTestId("location")).toHaveTextContent("/saved/profiles");
    expect(screen.queryByText("Join now")).not.toBeInTheDocument();
  });

  it("counts received interests on Interests and unread messages with chat requests on Chats", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/counts/subscribe", () =>
        HttpResponse.json({
          data: countsFixture({ chat_count: 2, interests_received: 3, chat_requests: 1 }),
        }),
      ),
    );
    renderWithProviders(<BottomNav />, { route: "/" });
    expect(
      await screen.findByRole("link", { name: /^Interests ?3 waiting for your answer$/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: /^Chats ?2 unread messages, 1 waiting for your answer$/ }),
    ).toBeInTheDocument();
  });
});
