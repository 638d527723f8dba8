import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { AdminPage } from "../admin/admin-page.tsx";

type Row = {
  address: string;
  note: string;
  lifted_at: string;
  until: string;
  lifted_by: { id: string; name: string | null };
};
let rows: Row[];
let lifts: unknown[];
let ended: string[];

beforeEach(() => {
  sessionStore.save(sessionFixture({ isAdmin: true }));
  rows = [];
  lifts = [];
  ended = [];
  server.use(
    http.get("/api/v1/admin/address_allowances", () => HttpResponse.json({ data: rows })),
    http.post("/api/v1/admin/address_allowances", async ({ request }) => {
      const { allowance } = (await request.json()) as {
        allowance: { address: string; note: string };
      };
      lifts.push(allowance);
      const row = {
        ...allowance,
        lifted_at: "2026-12-06T04:00:00.000Z",
        until: "2026-12-07T04:00:00.000Z",
        lifted_by: { id: "adm", name: "Nilesh" },
      };
      rows = [row];
      return HttpResponse.json({ data: row }, { status: 201 });
    }),
    http.delete("/api/v1/admin/address_allowances", ({ request }) => {
      ended.push(new URL(request.url).searchParams.get("address") ?? "");
      rows = [];
      return HttpResponse.json({ ok: true });
    }),
  );
});
afterEach(() => changeLanguage("en"));

describe("Event addresses tab", () => {
  it("checks the address, lifts it for 24 hours and ends it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin?tab=addresses" });
    expect(await screen.findByText("No address is lifted now")).toBeInTheDocument();
    const address = screen.getByRole("textbox", { name: /Internet \(IP\) address/ });
    const note = screen.getByRole("textbox", { name: /Event or reason/ });
    await user.type(address, "hall wifi");
    await user.click(screen.getByRole("button", { name: "Lift for 24 hours" }));
    expect(
      await screen.findByText("Enter an IP address, for example 203.0.113.7"),
    ).toBeInTheDocument();
    expect(screen.getByText("Say which event this is for")).toBeInTheDocument();
    expect(lifts).toEqual([]);

    await user.clear(address);
    await user.type(address, " 203.0.113.7 ");
    await user.type(note, "Samaj hall, Diwali sneh milan");
    await user.click(screen.getByRole("button", { name: "Lift for 24 hours" }));
    expect(
      await screen.findByText(/Limits lifted for 203\.0\.113\.7 until 7 Dec 2026/),
    ).toBeInTheDocument();
    expect(lifts).toEqual([{ address: "203.0.113.7", note: "Samaj hall, Diwali sneh milan" }]);
    const row = await screen.findByRole("listitem", { name: "203.0.113.7" });
    expect(within(row).getByText("Samaj hall, Diwali sneh milan")).toBeInTheDocument();
    expect(
      within(row).getByText(/Until 7 Dec 2026.*Lifted by Nilesh, 6 Dec 2026/),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: "End now" }));
    expect(await screen.findByText("Limits hold again for 203.0.113.7")).toBeInTheDocument();
    expect(ended).toEqual(["203.0.113.7"]);
    expect(await screen.findByText("No address is lifted now")).toBeInTheDocument();
  });

  it("speaks Gujarati", async () => {
    await changeLanguage("gu");
    rows = [
      {
        address: "2001:db8:9:4::/64",
        note: "સમાજની વાડી",
        lifted_at: "2026-12-06T04:00:00.000Z",
        until: "2026-12-07T04:00:00.000Z",
        lifted_by: { id: "adm", name: null },
      },
    ];
    renderWithProviders(<AdminPage />, { route: "/admin?tab=addresses" });
    expect(await screen.findByRole("tab", { name: "કાર્યક્રમનાં સરનામાં" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const row = await screen.findByRole("listitem", { name: "2001:db8:9:4::/64" });
    expect(within(row).getByText(/એક એડમિનએ હટાવી/)).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "હમણાં બંધ કરો" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "24 કલાક માટે હટાવો" })).toBeInTheDocument();
  });
});
