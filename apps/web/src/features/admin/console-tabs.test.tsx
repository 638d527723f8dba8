import { type AdminPayment, type AdminPlanHistory, planPrices, toPaise } from "@sagpan/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { AdminPage } from "./admin-page.tsx";

const member = (over: Record<string, unknown> = {}) => ({
  id: "m-1",
  email: "asha@example.in",
  name: "Asha",
  last_name: "Patel",
  created_at: "2026-10-01T10:00:00.000Z",
  suspended_at: null,
  deleted: false,
  is_admin: false,
  plan: "Trust",
  badges: { id: true, job: false, income: false },
  reports: { total: 2, open: 1 },
  held: false,
  usergroup: null,
  ...over,
});

beforeEach(() => {
  sessionStore.save(sessionFixture({ isAdmin: true }));
});
afterEach(() => changeLanguage("en"));

describe("Members tab", () => {
  it("searches, shows the account's facts and plan history, and suspends after confirmation", async () => {
    const asked: string[] = [];
    let suspended = false;
    server.use(
      http.get("/api/v1/admin/members", ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("q") ?? "");
        return HttpResponse.json({
          data: [member(suspended ? { suspended_at: "2026-11-20T10:00:00.000Z", held: true } : {})],
          next: null,
        });
      }),
      http.get("/api/v1/admin/members/m-1/plans", () =>
        HttpResponse.json({
          data: {
            subscriptions: [
              {
                id: "s1",
                plan: "Trust",
                period: "yearly",
                amount_paise: toPaise(planPrices.Trust.yearly),
                starts_at: "2026-11-01T10:00:00.000Z",
                ends_at: "2027-11-01T10:00:00.000Z",
              },
            ],
            orders: [
              {
                id: "o1",
                plan: "Belief",
                period: "yearly",
                amount: toPaise(planPrices.Belief.yearly),
                status: "paid",
                created_at: "2026-11-01T10:00:00.000Z",
                paid_at: "2026-11-01T10:00:00.000Z",
              },
            ],
          } satisfies AdminPlanHistory,
        }),
      ),
      // No groups defined yet: the row has no group picker.
      http.get("/api/v1/admin/groups", () => HttpResponse.json({ data: [] })),
      http.post("/api/v1/admin/members/m-1/suspend", () => {
        suspended = true;
        return HttpResponse.json({ data: member({ suspended_at: "2026-11-20T10:00:00.000Z" }) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin?tab=members" });
    const row = await screen.findByRole("listitem", { name: "Asha Patel" });
    expect(within(row).getByText("asha@example.in")).toBeInTheDocument();
    expect(within(row).getByText("ID verified")).toBeInTheDocument();
    expect(within(row).getByText(/reports: 2 \(1 open\)/)).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Asha Patel" })).toHaveAttribute(
      "href",
      expect.stringContaining("/profile/"),
    );

    await user.type(screen.getByLabelText("Find a member"), "asha");
    await waitFor(() => expect(asked.at(-1)).toBe("asha"));
    const found = await screen.findByRole("listitem", { name: "Asha Patel" });
    await user.click(within(found).getByRole("button", { name: "Plan history" }));
    const table = await within(found).findByRole("table", { name: "Plan history" });
    // Paise from the API, rupees on the screen: ₹5,499, not ₹5,49,900.
    expect(within(table).getByText("₹5,499")).toBeInTheDocument();
    expect(within(table).getByText("₹4,999")).toBeInTheDocument();
    expect(within(table).getByText("1 Nov 2026, 3:30 pm")).toBeInTheDocument();

    await user.click(within(found).getByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Asha Patel?" });
    await user.click(within(dialog).getByRole("button", { name: /Suspend|Confirm|Yes/ }));
    const after = await screen.findByRole("listitem", { name: "Asha Patel" });
    expect(await within(after).findByText("Suspended")).toBeInTheDocument();
    expect(within(after).getByRole("button", { name: "Restore" })).toBeInTheDocument();
    expect(within(after).queryByLabelText("Community group")).not.toBeInTheDocument();
    expect(screen.getByText(/Add community groups in the Featured tab/)).toBeInTheDocument();
  });

  it("moves the member's profile into a group and out again, in Gujarati", async () => {
    await changeLanguage("gu");
    let group: string | null = null;
    const moves: string[] = [];
    server.use(
      http.get("/api/v1/admin/members", () =>
        HttpResponse.json({ data: [member({ usergroup: group })], next: null }),
      ),
      http.get("/api/v1/admin/groups", () =>
        HttpResponse.json({
          data: [
            { code: "surat", name_en: "Surat Samaj", name_gu: "સુરત સમાજ", members: 0 },
            { code: "baroda", name_en: "Baroda Samaj", name_gu: "વડોદરા સમાજ", members: 3 },
          ],
        }),
      ),
      http.get("/api/v1/migrate", ({ request }) => {
        const query = new URL(request.url).searchParams;
        moves.push(`${query.get("pid")}→${query.get("usergroup")}`);
        group = query.get("usergroup") || null;
        return HttpResponse.json({ data: { pid: "m-1", usergroup: group, from: null } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin?tab=members" });
    const row = await screen.findByRole("listitem", { name: "Asha Patel" });
    const picker = await within(row).findByLabelText("સમાજનું જૂથ");
    expect(picker).toHaveValue("");
    await user.selectOptions(picker, "સુરત સમાજ");
    expect(await screen.findByText("સુરત સમાજમાં ખસેડ્યા")).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByLabelText("સમાજનું જૂથ")).toHaveValue("surat"));
    await user.selectOptions(within(row).getByLabelText("સમાજનું જૂથ"), "કોઈ જૂથમાં નથી");
    expect(await screen.findByText("જૂથમાંથી કાઢ્યા")).toBeInTheDocument();
    expect(moves).toEqual(["m-1→surat", "m-1→"]);
  });
});

describe("Blogs tab", () => {
  it("writes a post in both languages with a live preview, saves it and publishes it", async () => {
    const posts: Record<string, unknown>[] = [];
    let saved: Record<string, unknown> | null = null;
    server.use(
      http.get("/api/v1/admin/blogs", () => HttpResponse.json({ data: posts, next: null })),
      http.post("/api/v1/admin/blogs", async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        const post = {
          id: "b1",
          status: "draft",
          image: null,
          en: saved.en,
          gu: saved.gu,
          published_at: "2026-11-20T10:00:00.000Z",
          updated_at: "2026-11-20T10:00:00.000Z",
        };
        posts.push(post);
        return HttpResponse.json({ data: post }, { status: 201 });
      }),
      http.put("/api/v1/admin/blogs/b1/status", async ({ request }) => {
        const { status } = (await request.json()) as { status: string };
        Object.assign(posts[0] as object, { status });
        return HttpResponse.json({ data: posts[0] });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin?tab=blogs" });
    await user.click(await screen.findByRole("button", { name: "New post" }));
    const preview = screen.getByLabelText("Preview");
    await user.type(screen.getByLabelText("Title"), "Kundli basics");
    await user.type(screen.getByLabelText("Text of the post"), "Ask an elder.");
    expect(within(preview).getByRole("heading", { name: "Kundli basics" })).toBeInTheDocument();
    expect(within(preview).getByText("Ask an elder.")).toBeInTheDocument();

    await user.click(screen.getByText("ગુજરાતી"));
    expect(screen.getByLabelText("Title")).toHaveValue("");
    await user.type(screen.getByLabelText("Title"), "કુંડળી");
    // Half a language is refused on the client, with the reason.
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("title and a text");
    await user.type(screen.getByLabelText("Text of the post"), "વડીલને પૂછો.");
    expect(within(preview).getByRole("heading", { name: "કુંડળી" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));

    const row = await screen.findByRole("listitem", { name: "Kundli basics" });
    expect(saved).toMatchObject({
      en: { title: "Kundli basics", content: "Ask an elder." },
      gu: { title: "કુંડળી", content: "વડીલને પૂછો." },
      image: null,
    });
    expect(within(row).getByText("Draft")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Publish" }));
    expect(await within(row).findByText("Published")).toBeInTheDocument();
  });
});

describe("Texts tab", () => {
  it("picks a key by its text, limits the length, previews and saves; removes an override", async () => {
    const overrides = [{ key: "menu.terms", lang: "en", text: "Our rules", updated_at: null }];
    let put: Record<string, unknown> | null = null;
    let removed = "";
    server.use(
      http.get("/api/v1/admin/ab", () => HttpResponse.json({ data: overrides })),
      http.put("/api/v1/admin/ab", async ({ request }) => {
        put = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: { ...put, updated_at: null } });
      }),
      http.delete("/api/v1/admin/ab", ({ request }) => {
        removed = new URL(request.url).search;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin?tab=texts" });
    const picker = await screen.findByLabelText("Text to change", { selector: "input" });
    await user.type(picker, "Buy Plan");
    await user.click(await screen.findByRole("option", { name: /menu\.buyPlan/ }));
    expect(screen.getByText("Buy Plan", { selector: "span" })).toBeInTheDocument();
    const input = screen.getByLabelText("New text");
    const max = Number(input.getAttribute("maxlength"));
    expect(max).toBeGreaterThan("Buy Plan".length);
    expect(max).toBeLessThanOrEqual(160);
    await user.type(input, "Get Premium");
    expect(
      within(screen.getByLabelText("With the new text")).getByText("Get Premium"),
    ).toBeTruthy();
    expect(screen.getByText(`11 of at most ${max} characters`)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save the new text" }));
    await waitFor(() =>
      expect(put).toEqual({ key: "menu.buyPlan", lang: "en", text: "Get Premium" }),
    );

    const list = screen.getByRole("list", { name: "Texts changed now" });
    await user.click(within(list).getByRole("button", { name: "Use the app's text" }));
    await waitFor(() => expect(removed).toBe("?key=menu.terms&lang=en"));
  });

  it("a removed override gives the bundled text back in the running app", async () => {
    const { applyTextOverrides, cachedOverrides } = await import("../../i18n/i18n.ts");
    applyTextOverrides("en", { "menu.buyPlan": "Go premium" }, { remember: true });
    expect(i18n.t("menu.buyPlan")).toBe("Go premium");
    // Kept for the next visit's first paint.
    expect(cachedOverrides("en")).toEqual({ "menu.buyPlan": "Go premium" });
    applyTextOverrides("en", {}, { remember: true });
    expect(i18n.t("menu.buyPlan")).toBe("Buy Plan");
    expect(cachedOverrides("en")).toEqual({});
  });
});

describe("Payments tab", () => {
  it("shows paid totals per day and the orders in rupees, Indian style", async () => {
    // Three yearly Trust plans paid, in paise as the API sends them: ₹16,497 in all.
    const paid = toPaise(3 * planPrices.Trust.yearly);
    server.use(
      http.get("/api/v1/admin/payments/daily", () =>
        HttpResponse.json({ data: [{ day: "2026-11-20", count: 3, amount: paid }] }),
      ),
      http.get("/api/v1/admin/payments", () =>
        HttpResponse.json({
          data: [
            {
              id: "o1",
              member: { id: "m-1", name: "Asha Patel", email: "asha@example.in" },
              plan: "Belief",
              period: "monthly",
              amount: toPaise(planPrices.Belief.monthly),
              status: "created",
              created_at: "2026-11-20T10:00:00.000Z",
              paid_at: null,
            },
          ] satisfies AdminPayment[],
          next: null,
        }),
      ),
    );
    renderWithProviders(<AdminPage />, { route: "/admin?tab=payments" });
    const daily = await screen.findByRole("table", { name: "Paid per day (last 30 days)" });
    expect(within(daily).getByText("20 Nov 2026")).toBeInTheDocument();
    expect(within(daily).getByText("₹16,497")).toBeInTheDocument();
    expect(screen.getByText("Total: ₹16,497")).toBeInTheDocument();
    const orders = await screen.findByRole("table", { name: "Orders" });
    expect(within(orders).getByText("Asha Patel")).toBeInTheDocument();
    expect(within(orders).getByText("₹499")).toBeInTheDocument();
    expect(within(orders).getByText("Not paid")).toBeInTheDocument();
    // India time, whatever the reader's clock: 10:00 UTC is 3:30 pm in India.
    expect(within(orders).getByText("20 Nov 2026, 3:30 pm")).toBeInTheDocument();
  });

  it("names plans and shows amounts the same way in Gujarati", async () => {
    await changeLanguage("gu");
    server.use(
      http.get("/api/v1/admin/payments/daily", () => HttpResponse.json({ data: [] })),
      http.get("/api/v1/admin/payments", () =>
        HttpResponse.json({
          data: [
            {
              id: "o2",
              member: { id: "m-1", name: "Asha Patel", email: "asha@example.in" },
              plan: "Trust",
              period: "monthly",
              amount: toPaise(planPrices.Trust.monthly),
              status: "paid",
              created_at: "2026-11-20T19:00:00.000Z",
              paid_at: "2026-11-20T19:00:00.000Z",
            },
          ] satisfies AdminPayment[],
          next: null,
        }),
      ),
    );
    renderWithProviders(<AdminPage />, { route: "/admin?tab=payments" });
    const orders = await screen.findByRole("table", { name: "ઓર્ડર" });
    expect(within(orders).getByText("ટ્રસ્ટ · માસિક")).toBeInTheDocument();
    expect(within(orders).getByText("₹699")).toBeInTheDocument();
    // 19:00 UTC on the 20th is past midnight in India: the 21st.
    expect(within(orders).getByText(/^21 નવેમ્બર 2026/)).toBeInTheDocument();
  });
});
