import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { profilePath } from "../../lib/pid.ts";
import { sessionStore } from "../../lib/session.ts";
import { realtime } from "../../lib/socket.ts";
import { fakeSocket } from "../../test/fake-socket.ts";
import { profileReplyFixture, sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { ChatPage } from "./chat-page.tsx";
import { ChatsPage } from "./chats-page.tsx";

const message = (id: string, from: string, to: string, text: string) => ({
  id,
  thread_id: "t-1",
  from,
  to,
  message: text,
  client_id: null,
  created_at: "2026-11-01T10:00:00.000Z",
  read_at: null,
});

describe("chat", () => {
  /** A conversation with p-2 whose stored messages the handlers read and write. */
  function conversation() {
    const session = sessionFixture();
    sessionStore.save(session);
    const stored = [message("m-1", "p-2", "u-1", "Kem cho?")];
    const sent: { message: { to: string; message: string; client_id: string } }[] = [];
    let pageReads = 0;
    server.use(
      http.get("/api/v1/message/:arg", () => {
        pageReads += 1;
        return HttpResponse.json({ data: stored, next: null, thread_id: "t-1" });
      }),
      http.post("/api/v1/message/", async ({ request }) => {
        const body = (await request.json()) as (typeof sent)[number];
        sent.push(body);
        const reply = message(`m-${stored.length + 1}`, "u-1", "p-2", body.message.message);
        stored.push(reply);
        return HttpResponse.json({ data: reply }, { status: 201 });
      }),
      http.get("/api/v1/chat/threads", () => HttpResponse.json({ data: [], next: null })),
      http.get("/api/v1/profiles/p-2", () =>
        HttpResponse.json(
          profileReplyFixture({ data: { id: "p-2", name: "Kavya", lastName: "Desai" } }),
        ),
      ),
    );
    return { session, stored, sent, reads: () => pageReads };
  }

  it("sends on Enter, ignores blank text, and shows a live message", async () => {
    const { session, stored, sent, reads } = conversation();
    await realtime.connect(session.token);
    const user = userEvent.setup();
    renderWithProviders(<ChatPage />, { route: "/chat?with=p-2" });
    const log = await screen.findByRole("log");
    expect(await within(log).findByText("Kem cho?")).toBeInTheDocument();

    const box = screen.getByRole("textbox", { name: "Message" });
    await user.type(box, "   {Enter}");
    expect(sent).toHaveLength(0);

    await user.clear(box);
    await user.type(box, "Majama{Enter}");
    expect(await within(log).findByText("Majama")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.message.to).toBe("p-2");
    expect(sent[0]?.message.message).toBe("Majama");
    expect(sent[0]?.message.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(box).toHaveValue("");

    // Their message arrives while the conversation is open: shown, read at once (the newest
    // page is read again, which marks it read on the server), and no toast.
    const before = reads();
    const live = message("m-9", "p-2", "u-1", "Tame kem cho?");
    stored.push(live);
    fakeSocket.emitFromServer("message", { thread_id: "t-1", message: live });
    expect(await within(log).findByText("Tame kem cho?")).toBeInTheDocument();
    await expect.poll(reads).toBeGreaterThan(before);
    expect(screen.queryByText(/sent you a message/)).toBeNull();
  });

  it("says who the conversation is with, with times and a day heading", async () => {
    conversation();
    renderWithProviders(<ChatPage />, { route: "/chat?with=p-2" });
    const profileLink = await screen.findByRole("link", { name: /Kavya Desai/ });
    expect(profileLink).toHaveAttribute("href", profilePath("p-2"));
    const log = await screen.findByRole("log");
    expect(within(log).getByText("1 November 2026")).toBeInTheDocument();
    expect(log.querySelector("time")).toHaveAttribute("datetime", "2026-11-01T10:00:00.000Z");
  });

  it("says the conversation is not available once the member is blocked", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/message/:arg", () => errorReply("profile.not_found")),
      http.get("/api/v1/profiles/p-2", () => errorReply("profile.not_found")),
    );
    renderWithProviders(<ChatPage />, { route: "/chat?with=p-2" });
    expect(await screen.findByText("This conversation is not available")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
  });

  it("keeps a paused member's chat readable, with a notice instead of the composer", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/message/:arg", () =>
        HttpResponse.json({
          data: [message("m-1", "p-2", "u-1", "Kem cho?")],
          next: null,
          thread_id: "t-1",
          paused: true,
        }),
      ),
      http.get("/api/v1/profiles/p-2", () => errorReply("profile.paused")),
      http.get("/api/v1/chat/threads", () =>
        HttpResponse.json({
          data: [
            {
              thread_id: "t-1",
              with: {
                id: "p-2",
                name: "Kavya",
                primary_profile_pic: null,
                avatar_url: null,
                paused: true,
              },
              last_message: { message: "Kem cho?", from: "p-2", at: "2026-11-01T10:00:00.000Z" },
              unread: 0,
            },
          ],
          next: null,
        }),
      ),
    );
    renderWithProviders(<ChatPage />, { route: "/chat?with=p-2" });
    expect(await screen.findByText("Kem cho?")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "This member has paused their profile. Your conversation stays here to read",
    );
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
  });

  it("marks a paused member in the chat list", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/chat/threads", () =>
        HttpResponse.json({
          data: [
            {
              thread_id: "t-1",
              with: {
                id: "p-2",
                name: "Kavya",
                primary_profile_pic: null,
                avatar_url: null,
                paused: true,
              },
              last_message: { message: "Kem cho?", from: "p-2", at: "2026-11-01T10:00:00.000Z" },
              unread: 0,
            },
          ],
          next: null,
        }),
      ),
      http.get("/api/v1/chatrequests/", () => HttpResponse.json({ data: [], next: null })),
    );
    renderWithProviders(<ChatsPage />, { route: "/chats" });
    const row = (await screen.findByText("Kavya")).closest("li") as HTMLElement;
    expect(within(row).getByText("Paused")).toBeInTheDocument();
  });

  it("lists threads with unread counts and pending chat requests", async () => {
    sessionStore.save(sessionFixture());
    const answers: unknown[] = [];
    server.use(
      http.get("/api/v1/chat/threads", () =>
        HttpResponse.json({
          data: [
            {
              thread_id: "t-1",
              with: {
                id: "p-2",
                name: "Kavya",
                primary_profile_pic: null,
                avatar_url: "/api/v1/avatars/p-2.svg",
              },
              last_message: { message: "Kem cho?", from: "p-2", at: "2026-11-01T10:00:00.000Z" },
              unread: 2,
            },
          ],
          next: null,
        }),
      ),
      // The spec's call without a direction lists those sent; the page asks for those received.
      http.get("/api/v1/chatrequests/", ({ request }) =>
        HttpResponse.json({
          data:
            new URL(request.url).searchParams.get("direction") !== "received"
              ? []
              : [
                  {
                    id: "c-1",
                    from: "p-3",
                    to: "u-1",
                    status: "pending",
                    accepted: false,
                    declined: false,
                    created_at: "2026-11-01T10:00:00.000Z",
                    answered_at: null,
                    profile: {
                      id: "p-3",
                      name: "Riya",
                      lastName: "Shah",
                      age: 27,
                      current_city: "Surat",
                      occupation: null,
                      avatar_url: "/api/v1/avatars/p-3.svg",
                      pics: [],
                      primary_profile_pic: null,
                    },
                  },
                ],
          next: null,
        }),
      ),
      http.put("/api/v1/chatrequests/c-1/", async ({ request }) => {
        answers.push(await request.json());
        return HttpResponse.json({ data: {} });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChatsPage />, { route: "/chats" });
    const link = await screen.findByRole("link", { name: /Kavya/ });
    expect(link).toHaveAttribute("href", "/chat?with=p-2");
    expect(within(link).getByText("2")).toBeInTheDocument();
    // No photo this member may see: the member's avatar, not a bare initial.
    expect(link.querySelector("img")).toHaveAttribute("src", "/api/v1/avatars/p-2.svg");
    expect(await screen.findByText("Riya Shah")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Decline" }));
    await expect
      .poll(() => answers)
      .toEqual([{ id: "c-1", chat_request: { accepted: false, declined: true } }]);
  });
});
