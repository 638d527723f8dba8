import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { avatarMenu } from "../../app/menu.ts";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { countsFixture, profileReplyFixture, sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { InterestsPage } from "./interests-page.tsx";

const person = (id: string, name: string) => ({
  id,
  name,
  lastName: "Shah",
  age: 27,
  current_city: "Surat",
  occupation: "Software engineer",
  avatar_url: `/api/v1/avatars/${id}.svg`,
  pics: [],
  primary_profile_pic: null,
});

const interest = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  status: "pending",
  created_at: "2026-11-01T10:00:00.000Z",
  answered_at: null,
  from: "u-1",
  to: "p-2",
  matched: false,
  from_profile: person("u-1", "Asha"),
  to_profile: person("p-2", "Kavya"),
  ...overrides,
});

describe("interests page", () => {
  it("is listed in the avatar menu", () => {
    expect(avatarMenu).toContainEqual({
      kind: "link",
      labelKey: "menu.interests",
      to: "/interests",
    });
  });

  it("shows the tabs, the empty sent list, received with Accept/Reject and a match heart", async () => {
    sessionStore.save(sessionFixture());
    const answers: unknown[] = [];
    server.use(
      http.get("/api/v1/interests", ({ request }) => {
        const type = new URL(request.url).searchParams.get("type");
        if (type === "sent") return HttpResponse.json({ data: [], next: null });
        if (type === "received") {
          return HttpResponse.json({
            data: [
              interest("i-2", {
                from: "p-3",
                to: "u-1",
                from_profile: person("p-3", "Riya"),
                to_profile: person("u-1", "Asha"),
              }),
            ],
            next: null,
          });
        }
        return HttpResponse.json({
          data: [interest("i-3", { status: "accepted", matched: true })],
          next: null,
        });
      }),
      http.put("/api/v1/interests/i-2", async ({ request }) => {
        answers.push(await request.json());
        return HttpResponse.json({ data: {} });
      }),
      // The Match card asks the profile what chat step the pair is at.
      http.get("/api/v1/profiles/:id", () => HttpResponse.json(profileReplyFixture())),
    );
    const user = userEvent.setup();
    renderWithProviders(<InterestsPage />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Sent",
      "Received",
      "Match",
    ]);
    expect(await screen.findByText("No sent requests")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Received" }));
    const card = await screen.findByRole("article", { name: "Riya Shah" });
    expect(within(card).getByRole("link", { name: "Riya Shah" })).toHaveAttribute(
      "href",
      "/profile/cC0z",
    );
    await user.click(within(card).getByRole("button", { name: "Accept" }));
    await expect.poll(() => answers).toEqual([{ id: "i-2", interest: { status: "accepted" } }]);
    expect(within(card).getByRole("button", { name: "Reject" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Match" }));
    const match = await screen.findByRole("article", { name: "Kavya Shah" });
    expect(within(match).getByRole("img", { name: "Match" })).toBeInTheDocument();
  });

  it("cancels a sent interest and says when removing fails", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/interests", () =>
        HttpResponse.json({ data: [interest("i-1")], next: null }),
      ),
      http.delete("/api/v1/interests/i-1", () => errorReply("server.error")),
    );
    const user = userEvent.setup();
    renderWithProviders(<InterestsPage />);
    const card = await screen.findByRole("article", { name: "Kavya Shah" });
    await user.click(within(card).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Error removing Interest")).toBeInTheDocument();
  });

  it("says when the sent interests cannot be loaded", async () => {
    sessionStore.save(sessionFixture());
    server.use(http.get("/api/v1/interests", () => errorReply("server.error")));
    renderWithProviders(<InterestsPage />);
    expect(await screen.findByText("Problem getting sent interests")).toBeInTheDocument();
  });

  it("counts the received interests on their tab; Cancel only while a sent one waits", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/counts/subscribe", () =>
        HttpResponse.json({ data: countsFixture({ interests_received: 2 }) }),
      ),
      http.get("/api/v1/interests", () =>
        HttpResponse.json({
          data: [
            interest("i-1"),
            interest("i-3", {
              status: "accepted",
              to: "p-4",
              to_profile: person("p-4", "Mira"),
            }),
          ],
          next: null,
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<InterestsPage />, { route: "/interests" });
    const received = await screen.findByRole("tab", {
      name: /Received.*2 waiting for your answer/,
    });
    // Something waits there, so the page opens on Received.
    await expect.poll(() => received.getAttribute("aria-selected")).toBe("true");
    await user.click(screen.getByRole("tab", { name: "Sent" }));
    const waiting = await screen.findByRole("article", { name: "Kavya Shah" });
    expect(within(waiting).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    const answered = screen.getByRole("article", { name: "Mira Shah" });
    expect(within(answered).queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(within(answered).getByText("Accepted")).toBeInTheDocument();
  });

  it("stays on Received after the last waiting interest is answered", async () => {
    sessionStore.save(sessionFixture());
    let waiting = 1;
    let status = "pending";
    let countsAsked = 0;
    server.use(
      http.get("/api/v1/counts/subscribe", () => {
        countsAsked += 1;
        return HttpResponse.json({ data: countsFixture({ interests_received: waiting }) });
      }),
      http.get("/api/v1/interests", () =>
        HttpResponse.json({
          data: [
            interest("i-2", {
              status,
              from: "p-3",
              to: "u-1",
              from_profile: person("p-3", "Riya"),
              to_profile: person("u-1", "Asha"),
            }),
          ],
          next: null,
        }),
      ),
      http.put("/api/v1/interests/i-2", () => {
        waiting = 0;
        status = "accepted";
        return HttpResponse.json({ data: {} });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InterestsPage />, { route: "/interests" });
    const card = await screen.findByRole("article", { name: "Riya Shah" });
    const asked = countsAsked;
    await user.click(within(card).getByRole("button", { name: "Accept" }));
    expect(await within(card).findByText("Accepted")).toBeInTheDocument();
    await expect.poll(() => countsAsked).toBeGreaterThan(asked);
    expect(screen.getByRole("tab", { name: "Received" })).toHaveAttribute("aria-selected", "true");
  });

  it("opens on Sent when nothing waits", async () => {
    sessionStore.save(sessionFixture());
    server.use(http.get("/api/v1/interests", () => HttpResponse.json({ data: [], next: null })));
    renderWithProviders(<InterestsPage />, { route: "/interests" });
    expect(await screen.findByText("No sent requests")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Sent" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows each card's age, city, work and date, and the avatar without a photo", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/interests", () =>
        HttpResponse.json({ data: [interest("i-1")], next: null }),
      ),
    );
    renderWithProviders(<InterestsPage />, { route: "/interests" });
    const card = await screen.findByRole("article", { name: "Kavya Shah" });
    expect(within(card).getByText("27 years · Surat · Software engineer")).toBeInTheDocument();
    expect(within(card).getByText("Sent on 1 Nov 2026")).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Photo of Kavya" })).toHaveAttribute(
      "src",
      "/api/v1/avatars/p-2.svg",
    );
  });

  it("offers Chat on a Match card, or the chat request the pair still needs", async () => {
    sessionStore.save(sessionFixture());
    const match = (id: string, other: string, name: string) =>
      interest(id, {
        status: "accepted",
        matched: true,
        to: other,
        to_profile: person(other, name),
      });
    server.use(
      http.get("/api/v1/interests", ({ request }) =>
        HttpResponse.json({
          data:
            new URL(request.url).searchParams.get("type") === "matched"
              ? [match("i-1", "p-2", "Kavya"), match("i-2", "p-3", "Riya")]
              : [],
          next: null,
        }),
      ),
      http.get("/api/v1/profiles/:id", ({ params }) => {
        const reply = profileReplyFixture({ data: { id: String(params.id) } });
        return HttpResponse.json({
          ...reply,
          flags: { ...reply.flags, matched: true, can_chat: params.id === "p-2" },
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InterestsPage />, { route: "/interests" });
    await user.click(await screen.findByRole("tab", { name: "Match" }));
    const open = await screen.findByRole("article", { name: "Kavya Shah" });
    expect(await within(open).findByRole("link", { name: "Chat" })).toHaveAttribute(
      "href",
      "/chat?with=p-2",
    );
    expect(within(open).getByText("Matched on 1 Nov 2026")).toBeInTheDocument();
    const asking = screen.getByRole("article", { name: "Riya Shah" });
    expect(await within(asking).findByRole("button", { name: "Chat request" })).toBeInTheDocument();
  });

  it("writes the card's date in Gujarati", async () => {
    await changeLanguage("gu");
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/interests", () =>
        HttpResponse.json({ data: [interest("i-1")], next: null }),
      ),
    );
    renderWithProviders(<InterestsPage />, { route: "/interests" });
    const card = await screen.findByRole("article", { name: "Kavya Shah" });
    expect(within(card).getByText("1 નવેમ્બર 2026ના રોજ મોકલ્યું")).toBeInTheDocument();
    expect(within(card).getByText("27 વર્ષ · Surat · Software engineer")).toBeInTheDocument();
  });
});
