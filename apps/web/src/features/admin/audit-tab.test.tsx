import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { AdminPage } from "./admin-page.tsx";

const line = (i: number, action: string) => ({
  id: `a-${i}`,
  at: "2026-11-20T14:05:00.000Z",
  admin: { id: "adm", name: "Nilesh", email: "nilesh@example.in" },
  action,
  target: `doc-${i}`,
  // A document decision names its member; a report line here names none (shown as its target).
  member:
    action === "documents.decide"
      ? { id: `m-${i}`, name: "Hetal Desai", member_no: `SG-${10_100 + i}` }
      : null,
  details: { action: "reject", reason: "Blurred" },
});

let asked: URLSearchParams[];
beforeEach(() => {
  sessionStore.save(sessionFixture({ isAdmin: true }));
  asked = [];
  server.use(
    http.get("/api/v1/admin/audit", ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const offset = Number(params.get("offset"));
      const action = params.get("action");
      const all = Array.from({ length: 60 }, (_, i) =>
        line(i, i % 2 ? "reports.decide" : "documents.decide"),
      ).filter((l) => !action || l.action === action);
      const page = all.slice(offset, offset + 50);
      return HttpResponse.json({ data: page, next: offset + 50 < all.length ? offset + 50 : null });
    }),
  );
});

describe("admin audit tab", () => {
  it("lists who did what, to which object and when, and pages on", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin?tab=audit" });
    const list = await screen.findByRole("list", { name: "Audit log" });
    const first = within(list).getAllByRole("listitem")[0] as HTMLElement;
    expect(within(first).getByText("Document decision")).toBeInTheDocument();
    // The member by name and number, not the document's id.
    expect(within(first).getByText("Hetal Desai, member SG-10100")).toBeInTheDocument();
    expect(within(first).queryByText("doc-0")).not.toBeInTheDocument();
    expect(within(first).getByText("Decision: Rejected · Reason: Blurred")).toBeInTheDocument();
    expect(within(first).getByText(/By Nilesh · 20 Nov 2026/)).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(50);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await within(list).findAllByRole("listitem")).toHaveLength(60);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("shows one kind of action when asked", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin?tab=audit" });
    await screen.findByRole("list", { name: "Audit log" });
    await user.click(screen.getByLabelText("Show", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Report decision" }));
    await screen.findByText("doc-1");
    expect(asked.at(-1)?.get("action")).toBe("reports.decide");
    expect(screen.queryByText("doc-0")).not.toBeInTheDocument();
  });
});
