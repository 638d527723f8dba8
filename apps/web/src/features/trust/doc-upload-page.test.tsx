import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { FakeXhr } from "../../test/fake-xhr.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { DocUploadPage } from "./doc-upload-page.tsx";

const doc = (id: string, docType: string, status: string, reason: string | null = null) => ({
  id,
  doc_type: docType,
  status,
  rejection_reason: reason,
  content_type: "application/pdf",
  size: 1000,
  file_url: `/api/v1/admin/documents/${id}/file`,
  created_at: "2026-11-01T10:00:00.000Z",
  decided_at: null,
});

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  sessionStore.save(sessionFixture());
  server.use(
    http.get("/api/v1/verification/docs", () =>
      HttpResponse.json({
        data: [
          doc("a", "GovID", "pending"),
          doc("b", "GovID", "approved"),
          doc("c", "GovID", "rejected", "The photo is blurred"),
          doc("d", "JobID", "approved"),
        ],
        next: null,
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("verification document upload", () => {
  it.each([
    ["GovID", "Passport / Aadhar Card / PAN Card etc."],
    ["JobID", "Job ID card or Salary Slip"],
    ["SalaryID", "Salary Slip or Income Proof"],
  ] as const)("shows the hint for %s", async (docType, hint) => {
    renderWithProviders(<DocUploadPage docType={docType} />);
    expect(await screen.findByText(hint)).toBeInTheDocument();
  });

  it("lists my documents of that type with their status and rejection reason", async () => {
    renderWithProviders(<DocUploadPage docType="GovID" />);
    expect(await screen.findByText("Pending")).toBeInTheDocument();
    expect(screen.getByText("Approved")).toBeInTheDocument();
    expect(screen.getByText("Rejected")).toBeInTheDocument();
    expect(screen.getByText("Reason: The photo is blurred")).toBeInTheDocument();
  });

  it("refuses other file types and sends a PDF with the type in the query", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<DocUploadPage docType="SalaryID" />);
    await screen.findByText("No documents uploaded yet.");
    const input = screen.getByLabelText("Choose a document");
    await user.upload(input, new File(["x"], "a.txt", { type: "text/plain" }));
    expect(screen.getByRole("alert")).toHaveTextContent("This file type is not supported");
    await user.upload(input, new File(["%PDF"], "slip.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.url).toBe("/api/v1/verification/doc?docType=SalaryID");
    expect(FakeXhr.sent[0]!.body?.get("file")).toBeInstanceOf(File);
  });
});
