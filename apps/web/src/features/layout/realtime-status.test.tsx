import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../app/routes.tsx";
import { sessionStore } from "../../lib/session.ts";
import { fakeSocket } from "../../test/fake-socket.ts";
import { countsFixture, sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";

describe("real-time status", () => {
  it("does not connect for a visitor", async () => {
    renderWithProviders(<AppRoutes />, { route: "/login" });
    await screen.findByRole("button", { name: "Sign in" });
    expect(fakeSocket.connections).toHaveLength(0);
  });

  it("updates the unread badge from `publish`; only a new message says so", async () => {
    const session = sessionFixture();
    sessionStore.save(session);
    server.use(
      http.get("/api/v1/counts/subscribe", () =>
        HttpResponse.json({ data: countsFixture({ chat_count: 1 }) }),
      ),
    );
    renderWithProviders(<AppRoutes />, { route: "/profiles" });
    expect((await screen.findAllByText("1 unread message")).length).toBeGreaterThan(0);
    await expect.poll(() => fakeSocket.connections.length).toBe(1);
    expect(fakeSocket.connections[0]).toEqual({
      auth: { token: session.token, client: "web" },
      path: "/socket.io",
    });

    // A block or an unblock re-sends the count: the badge follows, and nothing is announced.
    fakeSocket.emitFromServer("publish", { chat_count: 2 });
    expect((await screen.findAllByText("2 unread messages")).length).toBeGreaterThan(0);
    expect(screen.queryByText("You have a new message")).toBeNull();

    // A message someone sent me, with no conversation open, is announced by the notification
    // that names the sender, and the toast opens that chat. The listener loads after the first
    // screen (notifications/live.ts), so the event is sent until it is heard; the toast's id per
    // sender keeps repeats to one.
    const notification = {
      notification: {
        id: "n-1",
        kind: "message",
        at: "2026-11-01T10:00:00.000Z",
        read: false,
        actor: {
          id: "p-2",
          name: "Asha",
          lastName: "Shah",
          age: 27,
          current_city: "Surat",
          occupation: null,
          avatar_url: "/api/v1/avatars/p-2.svg",
          pics: [],
          primary_profile_pic: null,
        },
        data: {},
      },
      unread: 1,
    } as const;
    await expect
      .poll(async () => {
        fakeSocket.emitFromServer("notification", notification);
        return screen.queryAllByText("Asha sent you a message").length;
      })
      .toBe(1);
    expect(screen.queryByText(/You have a new message/)).toBeNull();
    expect(await screen.findByRole("link", { name: "Notifications: 1 new" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Asha sent you a message" }));
    // The toast marks the notification read, then opens the chat: wait for the route to change.
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/chat?with=p-2"));
  });

  it("closes the socket when the member signs out", async () => {
    sessionStore.save(sessionFixture());
    renderWithProviders(<AppRoutes />, { route: "/profiles" });
    await expect.poll(() => fakeSocket.connections.length).toBe(1);
    expect(fakeSocket.disconnect).not.toHaveBeenCalled();
    // What /logout does: the session goes, and the socket with it, not at the next page load.
    act(() => sessionStore.clear());
    expect(fakeSocket.disconnect).toHaveBeenCalledTimes(1);
    fakeSocket.emitFromServer("publish", { chat_count: 5 });
    expect(screen.queryByText("5 unread messages")).not.toBeInTheDocument();
  });

  it("shows the profile score and badges from /me and from `score` events", async () => {
    sessionStore.save(sessionFixture({ myplan: "Trust" }));
    server.use(
      http.get("/api/v1/me", () =>
        HttpResponse.json({
          data: {
            id: "u-1",
            email: "asha@example.org",
            name: "Asha",
            lastName: "Patel",
            myplan: "Trust",
            planEndsAt: null,
            isAdmin: false,
            hasPassword: true,
            score: 40,
          },
        }),
      ),
    );
    renderWithProviders(<AppRoutes />, { route: "/profiles" });
    expect(
      await screen.findByRole("button", { name: "Profile score 40" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect.poll(() => fakeSocket.connections.length).toBe(1);
    fakeSocket.emitFromServer("score", {
      score: 60,
      personal_verification_verified: true,
      job_verification_verified: false,
      salary_details_verified: false,
      property_details_verified: false,
      show_google_btn: false,
    });
    expect(await screen.findByRole("button", { name: "Profile score 60" })).toBeInTheDocument();
    expect(screen.getByText("ID verified")).toBeInTheDocument();
    // The badges' button says the number it shows (WCAG 2.5.3, Label in Name).
    expect(screen.getByRole("button", { name: "Verification: 1 badge" })).toBeInTheDocument();
  });

  it("re-fetches the live parts on the first `joined` and everything after a reconnect", async () => {
    sessionStore.save(sessionFixture());
    let listFetches = 0;
    let countFetches = 0;
    server.use(
      http.get("/api/v1/profiles", () => {
        listFetches += 1;
        return HttpResponse.json({ data: [], next: null });
      }),
      http.get("/api/v1/counts/subscribe", () => {
        countFetches += 1;
        return HttpResponse.json({ data: countsFixture() });
      }),
    );
    renderWithProviders(<AppRoutes />, { route: "/profiles" });
    await expect.poll(() => fakeSocket.connections.length).toBe(1);
    await expect.poll(() => listFetches).toBe(1);
    await expect.poll(() => countFetches).toBe(1);

    // The first connection joins its rooms: a count pushed before that moment would be missed,
    // so counts are asked again; the list just fetched stays as it is.
    fakeSocket.emitFromServer("joined", { ok: true, rooms: [] });
    await expect.poll(() => countFetches).toBe(2);
    expect(listFetches).toBe(1);

    // After a reconnect the server says `joined` again: what was missed while away is fetched.
    fakeSocket.emitFromServer("joined", { ok: true, rooms: [] });
    await expect.poll(() => listFetches).toBe(2);
  });
});
