import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { profilePath } from "../../lib/pid.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { NotificationsPage } from "./notifications-page.tsx";

const rohan = {
  id: "p-7",
  name: "Rohan",
  lastName: "Desai",
  age: 29,
  current_city: "Anand",
  occupation: null,
  avatar_url: "/api/v1/avatars/p-7.svg",
  pics: [],
  primary_profile_pic: { small: "/files/rohan-small.webp", medium: "/m.webp", blurhash: null },
};
const krupa = {
  ...rohan,
  id: "p-8",
  name: "Krupa",
  avatar_url: "/api/v1/avatars/p-8.svg",
  primary_profile_pic: null,
};

const list = () => [
  {
    id: "n-2",
    kind: "interest_accepted",
    at: "2026-11-02T10:00:00.000Z",
    read: false,
    actor: rohan,
    data: { interest_id: "i-1" },
  },
  {
    id: "n-1",
    kind: "message",
    at: "2026-11-01T10:00:00.000Z",
    read: false,
    actor: krupa,
    data: {},
  },
  {
    id: "n-0",
    kind: "document_approved",
    at: "2026-10-30T10:00:00.000Z",
    read: true,
    actor: null,
    data: { document: "JobID" },
  },
];

function serve() {
  const marked: unknown[] = [];
  let items = list();
  server.use(
    http.get("/api/v1/notifications", () =>
      HttpResponse.json({ data: items, next: null, unread: items.filter((n) => !n.read).length }),
    ),
    http.post("/api/v1/notifications/read", async ({ request }) => {
      const body = (await request.json()) as { ids?: string[]; all?: true };
      marked.push(body);
      items = items.map((n) => (body.all || body.ids?.includes(n.id) ? { ...n, read: true } : n));
      return HttpResponse.json({ unread: items.filter((n) => !n.read).length });
    }),
  );
  return marked;
}

describe("/notifications", () => {
  it("says each event in words with the other member's photo or avatar, newest first", async () => {
    sessionStore.save(sessionFixture());
    serve();
    renderWithProviders(<NotificationsPage />, { route: "/notifications" });
    const lines = await screen.findAllByRole("button", { name: /accepted|message|verified/ });
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining("Rohan accepted your interest (new)"),
      expect.stringContaining("Krupa sent you a message (new)"),
      expect.stringContaining("Your job proof has been verified"),
    ]);
    expect(lines[0]!.querySelector("img")).toHaveAttribute("src", "/files/rohan-small.webp");
    expect(lines[1]!.querySelector("img")).toHaveAttribute("src", "/api/v1/avatars/p-8.svg");
    expect(lines[2]!.querySelector("img")).toBeNull();
  });

  it("opens where the event is and reads the line; marks all read", async () => {
    sessionStore.save(sessionFixture());
    const marked = serve();
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />, { route: "/notifications" });
    await user.click(await screen.findByRole("button", { name: /Rohan accepted your interest/ }));
    expect(screen.getByTestId("location")).toHaveTextContent(profilePath("p-7"));
    await expect.poll(() => marked).toEqual([{ ids: ["n-2"] }]);
  });

  it("marks everything read at once", async () => {
    sessionStore.save(sessionFixture());
    const marked = serve();
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />, { route: "/notifications" });
    await user.click(await screen.findByRole("button", { name: "Mark all as read" }));
    await expect.poll(() => marked).toEqual([{ all: true }]);
    await expect.poll(() => screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
    expect(screen.queryByText(/\(new\)/)).toBeNull();
  });

  it("opens a message at its chat, in Gujarati", async () => {
    sessionStore.save(sessionFixture());
    serve();
    await changeLanguage("gu");
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />, { route: "/notifications" });
    expect(await screen.findByRole("heading", { name: "સૂચનાઓ" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: /Krupaએ તમને સંદેશ મોકલ્યો/ }));
    expect(screen.getByTestId("location")).toHaveTextContent("/chat?with=p-8");
  });

  it("says which relation joined to manage the profile, in English and Gujarati", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/notifications", () =>
        HttpResponse.json({
          data: [
            {
              id: "n-9",
              kind: "manager_joined",
              at: "2026-11-03T10:00:00.000Z",
              read: false,
              actor: null,
              data: { relation: "parent" },
            },
          ],
          next: null,
          unread: 1,
        }),
      ),
    );
    const view = renderWithProviders(<NotificationsPage />, { route: "/notifications" });
    expect(
      await screen.findByRole("button", { name: /Your parent now helps manage your profile/ }),
    ).toBeInTheDocument();
    view.unmount();
    await changeLanguage("gu");
    renderWithProviders(<NotificationsPage />, { route: "/notifications" });
    expect(
      await screen.findByRole("button", {
        name: /હવે તમારાં માતા-પિતા તમારી પ્રોફાઇલ સંભાળવામાં મદદ કરે છે/,
      }),
    ).toBeInTheDocument();
  });

  it("says when there is nothing yet", async () => {
    sessionStore.save(sessionFixture());
    renderWithProviders(<NotificationsPage />, { route: "/notifications" });
    expect(await screen.findByText(/Nothing new yet/)).toBeInTheDocument();
  });
});
