import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { FeaturedTab } from "./featured-tab.tsx";
import { LeadsTab } from "./leads-tab.tsx";

const card = (id: string, title: string, hidden = false) => ({
  id,
  icon: "verified",
  title_en: title,
  title_gu: `${title} (ગુ)`,
  body_en: `${title} body`,
  body_gu: `${title} લખાણ`,
  position: 0,
  hidden,
});

beforeEach(() => {
  sessionStore.save(sessionFixture());
  server.use(http.get("/api/v1/admin/groups", () => HttpResponse.json({ data: [] })));
});

describe("the Featured tab", () => {
  const puts: { url: string; body: unknown }[] = [];
  beforeEach(() => {
    puts.length = 0;
    server.use(
      http.get("/api/v1/admin/features", () =>
        HttpResponse.json({ data: [card("a", "Verified"), card("b", "Privacy", true)] }),
      ),
      http.put("/api/v1/admin/*", async ({ request }) => {
        puts.push({ url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ ok: true });
      }),
    );
  });

  it("marks hidden cards and moves one up", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FeaturedTab />);
    const privacy = await screen.findByRole("listitem", { name: "Privacy" });
    expect(within(privacy).getByText("Hidden")).toBeVisible();
    await user.click(within(privacy).getByRole("button", { name: "Move up" }));
    await waitFor(() =>
      expect(puts).toContainEqual({
        url: "/api/v1/admin/features-order",
        body: { ids: ["b", "a"] },
      }),
    );
  });

  it("edits a card and hides it, sending what the admin typed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FeaturedTab />);
    const verified = await screen.findByRole("listitem", { name: "Verified" });
    await user.click(within(verified).getByRole("button", { name: "Edit" }));
    const title = screen.getByLabelText("Title (English)");
    await user.clear(title);
    await user.type(title, "ID check");
    await user.click(screen.getByLabelText("Hide from the page"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(puts).toContainEqual({
        url: "/api/v1/admin/features/a",
        body: expect.objectContaining({ title_en: "ID check", hidden: true }),
      }),
    );
  });

  it("will not save a card without its Gujarati text", async () => {
    server.use(http.get("/api/v1/admin/features", () => HttpResponse.json({ data: [] })));
    const user = userEvent.setup();
    renderWithProviders(<FeaturedTab />);
    await user.click(await screen.findByRole("button", { name: "Add a card" }));
    await user.type(screen.getByLabelText("Title (English)"), "Video");
    await user.type(screen.getByLabelText("Text (English)"), "Talk");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getAllByText("Required")).toHaveLength(2);
  });
});

describe("the Leads tab", () => {
  it("lists requests and changes one's status", async () => {
    let changed: unknown = null;
    server.use(
      http.get("/api/v1/admin/leads", () =>
        HttpResponse.json({
          data: [
            {
              id: "l1",
              name: "Ramesh Patel",
              business: "Patel Caterers",
              phone: "98250 12345",
              email: "ramesh@example.com",
              message: "Wedding catering",
              status: "new",
              created_at: "2026-11-20T10:00:00.000Z",
            },
          ],
          next: null,
        }),
      ),
      http.put("/api/v1/admin/leads/l1", async ({ request }) => {
        changed = await request.json();
        return HttpResponse.json({ data: {} });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LeadsTab />);
    const row = await screen.findByRole("listitem", { name: "Patel Caterers" });
    expect(within(row).getByRole("link", { name: "ramesh@example.com" })).toBeVisible();
    await user.selectOptions(within(row).getByRole("combobox", { name: "Status" }), "contacted");
    await waitFor(() => expect(changed).toEqual({ status: "contacted" }));
    expect(await screen.findByText("Status changed")).toBeInTheDocument();
  });
});

describe("community groups", () => {
  it("adds a group and renames one, refusing a code with spaces", async () => {
    const posts: unknown[] = [];
    const renames: unknown[] = [];
    server.use(
      http.get("/api/v1/admin/features", () => HttpResponse.json({ data: [] })),
      http.get("/api/v1/admin/groups", () =>
        HttpResponse.json({
          data: [{ code: "surat", name_en: "Surat Samaj", name_gu: "સુરત સમાજ", members: 3 }],
        }),
      ),
      http.post("/api/v1/admin/groups", async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
      http.put("/api/v1/admin/groups/surat", async ({ request }) => {
        renames.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FeaturedTab />);
    const surat = await screen.findByRole("listitem", { name: "surat" });
    expect(within(surat).getByText("3 profiles")).toBeVisible();

    await user.type(screen.getByLabelText("Code"), "a b");
    await user.type(screen.getAllByLabelText("Name (English)")[0]!, "Baroda");
    await user.type(screen.getAllByLabelText("Name (Gujarati)")[0]!, "વડોદરા");
    await user.click(screen.getByRole("button", { name: "Add group" }));
    expect(screen.getByText("Use small letters, digits or dashes")).toBeVisible();
    await user.clear(screen.getByLabelText("Code"));
    await user.type(screen.getByLabelText("Code"), "baroda");
    await user.click(screen.getByRole("button", { name: "Add group" }));
    await waitFor(() =>
      expect(posts).toEqual([{ code: "baroda", name_en: "Baroda", name_gu: "વડોદરા" }]),
    );

    await user.click(within(surat).getByRole("button", { name: "Rename" }));
    const english = within(surat).getByLabelText("Name (English)");
    await user.clear(english);
    await user.type(english, "Surat");
    await user.click(within(surat).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(renames).toEqual([{ name_en: "Surat", name_gu: "સુરત સમાજ" }]));
  });
});
