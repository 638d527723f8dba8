import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { ManagersPage } from "./managers-page.tsx";

type Row = { id: string; email: string; relation: string; status: "invited" | "active" };

function serve(opts: { managing?: object | null; start?: Row[] } = {}) {
  let rows: Row[] = [...(opts.start ?? [])];
  const calls: string[] = [];
  server.use(
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
    expect(calls).toEqual(["POST papa@example.in parent", "DELETE m-1"]);
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
    serve({
      managing: { name: "Ramesh", email: "papa@example.in", relation: "parent" },
      start: [{ id: "a", email: "papa@example.in", relation: "parent", status: "active" }],
    });
    renderWithProviders(<ManagersPage />, { route: "/settings/managers" });
    expect(await screen.findByText("Family who manage Krupa's profile")).toBeInTheDocument();
    expect(await screen.findByText("papa@example.in")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole("textbox", { name: /Their email/ })).toBeNull();
  });
});
