import {
  type AdminDocument,
  type AdminReport,
  adminDocumentSchema,
  adminReportSchema,
} from "@sagpan/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { profilePath } from "../../lib/pid.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { AdminPage } from "./admin-page.tsx";

const doc = (overrides: Partial<AdminDocument>): AdminDocument =>
  adminDocumentSchema.parse({
    id: "d-1",
    doc_type: "GovID",
    status: "pending",
    rejection_reason: null,
    content_type: "image/png",
    size: 1000,
    file_url: "/api/v1/admin/documents/d-1/file",
    created_at: "2026-11-01T10:00:00.000Z",
    decided_at: null,
    user_id: "m-1",
    name: "Kinjal",
    lastName: "Mehta",
    birthdate: "1997-06-21",
    email: "kinjal@example.in",
    ...overrides,
  });

const report = (overrides: Partial<AdminReport>): AdminReport =>
  adminReportSchema.parse({
    id: "r-1",
    user_to_id: "m-9",
    reason: "asking_for_money",
    details: "Asked for a loan on the first call",
    status: "open",
    created_at: "2026-11-02T09:30:00.000Z",
    reporter: { id: "m-2", name: "Hetal", lastName: "Shah", standing: "new" },
    target: {
      id: "m-9",
      name: "Ravi",
      lastName: "Patel",
      hidden: false,
      suspended: false,
      open_reports: 2,
      hold_weight: 1,
      hold_at: 3,
    },
    decided_at: null,
    decided_by: null,
    ...overrides,
  });

// In-memory queues behind the handlers, so a decision really changes what the next fetch lists.
let docs: AdminDocument[];
let reports: AdminReport[];
let decisions: unknown[];

beforeEach(() => {
  sessionStore.save(sessionFixture({ isAdmin: true }));
  docs = [
    doc({}),
    doc({
      id: "d-2",
      doc_type: "SalaryID",
      content_type: "application/pdf",
      name: "Ami",
      lastName: "Vora",
      user_id: "m-3",
      file_url: "/api/v1/admin/documents/d-2/file",
    }),
  ];
  reports = [report({})];
  decisions = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => "blob:doc"), revokeObjectURL: vi.fn() });
  server.use(
    http.get("/api/v1/admin/documents", ({ request }) => {
      const status = new URL(request.url).searchParams.get("status");
      return HttpResponse.json({ data: docs.filter((d) => d.status === status), next: null });
    }),
    http.get("/api/v1/admin/documents/:id/file", ({ request }) => {
      expect(request.headers.get("Authorization")).toMatch(/^Bearer /);
      return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
        headers: { "Content-Type": "image/png" },
      });
    }),
    http.post("/api/v1/admin/documents/:id/decision", async ({ params, request }) => {
      const body = (await request.json()) as { action: string; reason?: string };
      decisions.push({ id: params.id, ...body });
      const found = docs.find((d) => d.id === params.id) as AdminDocument;
      found.status = body.action === "approve" ? "approved" : "rejected";
      found.rejection_reason = body.reason ?? null;
      return HttpResponse.json({ data: found });
    }),
    http.get("/api/v1/admin/reports", () =>
      HttpResponse.json({ data: reports.filter((r) => r.status === "open"), next: null }),
    ),
    http.post("/api/v1/admin/reports/:id/decision", async ({ params, request }) => {
      const body = (await request.json()) as { action: string };
      decisions.push({ id: params.id, ...body });
      for (const r of reports) r.status = "suspended";
      return HttpResponse.json({ data: reports[0], closed: reports.length });
    }),
  );
});

afterEach(() => vi.restoreAllMocks());

describe("admin page, documents", () => {
  it("lists pending documents with the member, type and upload time, and opens a file", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin" });
    const row = await screen.findByRole("listitem", { name: "Kinjal Mehta, ID document" });
    expect(within(row).getByRole("link", { name: "Kinjal Mehta" })).toHaveAttribute(
      "href",
      profilePath("m-1"),
    );
    expect(within(row).getByText(/^Uploaded 1 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "Ami Vora, Income document" })).toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: "Open file" }));
    const dialog = await screen.findByRole("dialog", { name: "ID document: Kinjal Mehta" });
    expect(
      await within(dialog).findByRole("img", { name: "ID document: Kinjal Mehta" }),
    ).toHaveAttribute("src", "blob:doc");
    // Beside the file: whose it is, with the birth date to compare with the ID's.
    const facts = within(dialog).getByLabelText("Whose document");
    expect(facts).toHaveTextContent("NameKinjal Mehta");
    expect(facts).toHaveTextContent("Birth date21 June 1997");
    expect(facts).toHaveTextContent("Emailkinjal@example.in");
  });

  it("approves a document and it leaves the pending list", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin" });
    const row = await screen.findByRole("listitem", { name: "Kinjal Mehta, ID document" });
    await user.click(within(row).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Document approved")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Kinjal Mehta, ID document" })).toBeNull(),
    );
    expect(decisions).toEqual([{ id: "d-1", action: "approve" }]);

    await user.click(screen.getByRole("radio", { name: "Approved" }));
    const approved = await screen.findByRole("listitem", { name: "Kinjal Mehta, ID document" });
    expect(within(approved).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("rejects only with a reason", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin" });
    const row = await screen.findByRole("listitem", { name: "Ami Vora, Income document" });
    await user.click(within(row).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this document?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Enter a reason")).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Reason the member will see/), "Blurred photo");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Document rejected")).toBeInTheDocument();
    expect(decisions).toEqual([{ id: "d-2", action: "reject", reason: "Blurred photo" }]);
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Ami Vora, Income document" })).toBeNull(),
    );
  });

  it("says when nothing is waiting and when the list cannot load", async () => {
    docs = [];
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin" });
    expect(await screen.findByText("No documents waiting for review")).toBeInTheDocument();
    server.use(
      http.get("/api/v1/admin/documents", () =>
        HttpResponse.json({ error: { code: "server.error", message: "x" } }, { status: 500 }),
      ),
    );
    await user.click(screen.getByRole("radio", { name: "Rejected" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Problem getting documents");
  });
});

describe("admin page, reports", () => {
  it("shows an open report and suspends the member after confirmation", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin?tab=reports" });
    const row = await screen.findByRole("listitem", { name: "Ravi Patel" });
    expect(within(row).getByRole("link", { name: "Ravi Patel" })).toHaveAttribute(
      "href",
      profilePath("m-9"),
    );
    expect(within(row).getByText("Asking for money")).toBeInTheDocument();
    expect(within(row).getByText("Asked for a loan on the first call")).toBeInTheDocument();
    expect(within(row).getByText("2 open reports on this profile")).toBeInTheDocument();
    expect(within(row).getByText(/^Reported by Hetal Shah · 2 Nov 2026/)).toBeInTheDocument();
    // Why the profile is (not yet) hidden: the reports' weight, and what this reporter's counts.
    expect(within(row).getByText("Counts toward hiding: 1 of 3")).toBeInTheDocument();
    expect(within(row).getByText(/New account: does not count toward hiding$/)).toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Ravi Patel?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(decisions).toEqual([]);

    await user.click(within(row).getByRole("button", { name: "Suspend" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Suspend Ravi Patel?" })).getByRole(
        "button",
        { name: "Confirm" },
      ),
    );
    expect(await screen.findByText("Member suspended")).toBeInTheDocument();
    expect(decisions).toEqual([{ id: "r-1", action: "suspend" }]);
    expect(await screen.findByText("No open reports")).toBeInTheDocument();
  });

  it("switches tabs from documents to reports", async () => {
    reports = [];
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: "/admin" });
    await user.click(await screen.findByRole("tab", { name: "Reports" }));
    expect(await screen.findByText("No open reports")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/admin?tab=reports");
  });
});

describe("admin page, not an admin", () => {
  it("sends a member who is not an admin back to the profiles without asking the API", async () => {
    sessionStore.save(sessionFixture({ isAdmin: false }));
    const asked = vi.fn();
    server.use(
      http.get("/api/v1/admin/documents", asked),
      http.get("/api/v1/admin/reports", asked),
    );
    renderWithProviders(<AdminPage />, { route: "/admin" });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/profiles"));
    expect(screen.queryByRole("heading", { name: "Admin" })).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });
});
