import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { FakeXhr } from "../../test/fake-xhr.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { DocUploadPage, fileKind } from "./doc-upload-page.tsx";

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

  it("shows each document's type, size and date in Indian format", async () => {
    renderWithProviders(<DocUploadPage docType="GovID" />);
    const list = await screen.findByRole("list", { name: "My documents" });
    expect(within(list).getAllByText("PDF · 1 KB")).toHaveLength(3);
    expect(within(list).getAllByText("Uploaded 1 Nov 2026")).toHaveLength(3);
  });

  it("shows the file being sent with its name, type, size and progress", async () => {
    const user = userEvent.setup();
    renderWithProviders(<DocUploadPage docType="GovID" />);
    await screen.findByText("Pending");
    const file = new File(["x".repeat(2048)], "aadhaar-front.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Choose a document"), file);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(screen.getByText("aadhaar-front.png")).toBeInTheDocument();
    expect(screen.getByText("PNG · 2 KB")).toBeInTheDocument();
    act(() => FakeXhr.sent[0]!.progress(512, 2048));
    expect(await screen.findByText("Uploading 25%")).toBeInTheDocument();
    expect(
      screen.getByRole("progressbar", { name: "Upload progress of aadhaar-front.png" }),
    ).toHaveAttribute("aria-valuenow", "25");
    act(() =>
      FakeXhr.sent[0]!.respond(201, { data: { ...doc("e", "GovID", "pending"), size: 2048 } }),
    );
    // The new document keeps the name it was sent with.
    await waitFor(() => expect(screen.queryByText("Uploading 25%")).not.toBeInTheDocument());
    expect(screen.getByText("aadhaar-front.png")).toBeInTheDocument();
  });

  it("names file types as a member knows them", () => {
    expect(fileKind("application/pdf")).toBe("PDF");
    expect(fileKind("image/jpeg")).toBe("JPEG");
    expect(fileKind("image/webp")).toBe("WebP");
  });
});
