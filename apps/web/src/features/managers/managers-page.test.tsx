import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { ManagersPage } from "./managers-page.tsx";

type Row = { id: string; email: string; relation: string; status: "invited" | "active" };

/** Three recorded lines, newest first: two on the first page of 2, one after. */
const lines = [
  {
    id: "l-3",
    at: "2026-12-05T09:15:00.000Z",
    by: { kind: "manager", relation: "parent", email: "papa@example.in" },
    area: "profile",
    verb: "changed",
  },
  {
    id: "l-2",
    at: "2026-12-04T12:00:00.000Z",
    by: { kind: "member" },
    area: "photos",
    verb: "added",
  },
  {
    id: "l-1",
    at: "2026-11-20T06:30:00.000Z",
    by: { kind: "manager", relation: null, email: null },
    area: "interests",
    verb: "added",
  },
];

function serve(opts: { managing?: object | null; start?: Row[]; actions?: typeof lines } = {}) {
  let rows: Row[] = [...(opts.start ?? [])];
  const calls: string[] = [];
  const recorded = opts.actions ?? [];
  server.use(
    http.get("/api/v1/managers/actions", ({ request }) => {
      const url = new URL(request.url);
      calls.push(`GET actions ${url.searchParams.get("offset")}`);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = opts.actions ? 2 : Number(url.searchParams.get("limit") ?? 10);
      const data = recorded.slice(offset, offset + limit);
      const next = offset + limit < recorded.length ? offset + limit : null;
      return HttpResponse.json({ data, next });
    }),
    http.get("/api/v1/me", () =>
      HttpResponse.json({
        data: { id: "u-1", name: "Krupa", email: "k@b.in", managing: opts.managing ?? null },
      }),
    ),
    http.get("/api/v1/managers", () => HttpResponse.json({ data: rows })),
    http.post("/api/v1/managers", async ({ request }) => {
      const { manager } = (await request.json()) as {
        manager: { email: string; relation: string };
      };
      calls.push(`POST ${manager.email} ${manager.relation}`);
      if (rows.some((r) => r.email === manager.email)) return errorReply("managers.exists");
      const row = { id: `m-${rows.length + 1}`, ...manager, status: "invited" as const };
      rows = [...rows, row];
      return HttpResponse.json({ data: row }, { status: 201 });
    }),
    http.delete("/api/v1/managers/:id", ({ params }) => {
      calls.push(`DELETE ${params.id}`);
      rows = rows.filter((r) => r.id !== params.id);
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

describe("the managers page", () => {
  it("invites by email and relation, shows the status, and removes after a confirm", async () => {
    sessionStore.save(sessionFixture());
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<ManagersPage />, { route: "/settings/managers" });
    expect(await screen.findByText("Nobody else manages your profile yet.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /Their email/ }), "papa@example.in");
    await user.click(screen.getByRole("combobox", { name: /They are my/ }));
    await user.click(await screen.findByRole("option", { name: "Parent" }));
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to papa@example.in")).toBeInTheDocument();
    const row = (await screen.findByText("papa@example.in")).closest("li") as HTMLElement;
    expect(within(row).getByText("Invited")).toBeInTheDocument();
    expect(within(row).getByText("Parent")).toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: "Remove papa@example.in" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("papa@example.in will be signed out at once");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByText("papa@example.in no longer manages your profile"),
    ).toBeInTheDocument();
    expect(calls.filter((c) => !c.startsWith("GET"))).toEqual([
      "POST papa@example.in parent",
      "DELETE m-1",
    ]);
  });

  it("shows no form once 3 are there", async () => {
    sessionStore.save(sessionFixture());
    serve({
      start: [
        { id: "a", email: "a@x.in", relation: "parent", status: "active" },
        { id: "b", email: "b@x.in", relation: "sibling", status: "invited" },
        { id: "c", email: "c@x.in", relation: "friend", status: "active" },
      ],
    });
    renderWithProviders(<ManagersPage />, { route: "/settings/managers" });
    expect(
      await screen.findByText(
        "3 family members already manage your profile. Remove one to invite someone else.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
    expect(screen.getByText("Family members (3 of 3)")).toBeInTheDocument();
  });

  it("to a signed-in manager: the list only, no invite or remove", async () => {
    sessionStore.save(sessionFixture());
    const calls = serve({
      managing: { name: "Ramesh", email: "papa@example.in", relation: "parent" },
      start: [{ id: "a", email: "papa@example.in", relation: "parent", status: "active" }],
    });
    renderWithProviders(<ManagersPage />, { route: "/settings/managers" });
    expect(await screen.findByText("Family who manage Krupa's profile")).toBeInTheDocument();
    expect(await screen.findByText("papa@example.in")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole("textbox", { name: /Their email/ })).toBeNull();
    // The record is the member's: a manager's page neither shows nor asks for it.
    expect(screen.queryByText("Recent changes by family")).toBeNull();
    expect(calls.filter((c) => c.startsWith("GET actions"))).toEqual([]);
  });

  it("lists recent changes by family: who, what and when, and shows more on a click", async () => {
    sessionStore.save(sessionFixture());
    const calls = serve({ actions: lines });
    const user = userEvent.setup();
    renderWithProviders(<ManagersPage />, { route: "/settings/managers" });
    const section = (await screen.findByRole("heading", { name: "Recent changes by family" }))
      .parentElement as HTMLElement;
    const first = (await within(section).findByText("Changed: profile details")).closest(
      "li",
    ) as HTMLElement;
    expect(first).toHaveTextContent("By papa@example.in (Parent)");
    // The Indian date format, in the reader's own time (the tests run in UTC).
    expect(first).toHaveTextContent("5 Dec 2026, 9:15 am");
    const second = within(section).getByText("Added: photos").closest("li") as HTMLElement;
    expect(second).toHaveTextContent("By you");
    expect(within(section).queryByText("Added: interest")).toBeNull();
    await user.click(within(section).getByRole("button", { name: "Show more" }));
    const third = (await within(section).findByText("Added: interest")).closest(
      "li",
    ) as HTMLElement;
    expect(third).toHaveTextContent("By a family member you removed");
    expect(within(section).queryByRole("button", { name: "Show more" })).toBeNull();
    expect(calls.filter((c) => c.startsWith("GET actions"))).toEqual([
      "GET actions 0",
      "GET actions 2",
    ]);
  });

  it("says the changes in Gujarati, and when there are none", async () => {
    sessionStore.save(sessionFixture());
    serve({ actions: lines });
    await changeLanguage("gu");
    renderWithProviders(<ManagersPage />, { route: "/settings/managers" });
    const first = (await screen.findByText("બદલ્યું: પ્રોફાઇલની વિગતો")).closest("li") as HTMLElement;
    expect(first).toHaveTextContent("papa@example.in (માતા-પિતા) દ્વારા");
    expect(screen.getByText("પરિવારજનોએ કરેલા તાજેતરના ફેરફાર")).toBeInTheDocument();
  });

  it("says when nothing has been changed yet", async () => {
    sessionStore.save(sessionFixture());
    serve();
    renderWithProviders(<ManagersPage />, { route: "/settings/managers" });
    expect(await screen.findByText("Nothing has been changed yet.")).toBeInTheDocument();
  });
});
