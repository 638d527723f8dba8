import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { DataExportSection } from "./data-export-section.tsx";

const ready = {
  id: "e1",
  status: "ready",
  requested_at: "2026-12-05T04:00:00.000Z",
  url: "/api/v1/export/e1/file",
  expires_at: "2026-12-12T04:00:00.000Z",
};

describe("Download my data", () => {
  it("asks for the file and shows it being prepared", async () => {
    sessionStore.save(sessionFixture());
    let current: object | null = null;
    server.use(
      http.get("/api/v1/export", () => HttpResponse.json({ data: current })),
      http.post("/api/v1/export", () => {
        current = { id: "e1", status: "queued", requested_at: ready.requested_at };
        return HttpResponse.json({ data: { id: "e1", status: "queued" } }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DataExportSection />, { route: "/settings/privacy" });
    await user.click(await screen.findByRole("button", { name: "Download my data" }));
    expect(
      await screen.findByText(/We are preparing your file. It takes a few minutes/),
    ).toBeInTheDocument();
  });

  it("offers the ready file with its expiry in Indian format, in Gujarati too", async () => {
    sessionStore.save(sessionFixture());
    server.use(http.get("/api/v1/export", () => HttpResponse.json({ data: ready })));
    renderWithProviders(<DataExportSection />, { route: "/settings/privacy" });
    expect(await screen.findByText(/download it until 12 December 2026/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download ZIP file" })).toBeInTheDocument();
    await changeLanguage("gu");
    expect(await screen.findByText(/12 ડિસેમ્બર 2026 સુધી ડાઉનલોડ/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "ZIP ફાઇલ ડાઉનલોડ કરો" })).toBeInTheDocument();
    await changeLanguage("en");
  });

  it("says a failed file failed and tries again; a second ask the same day is explained", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/export", () =>
        HttpResponse.json({
          data: { id: "e1", status: "failed", requested_at: ready.requested_at },
        }),
      ),
      http.post("/api/v1/export", () => errorReply("export.limited")),
    );
    const user = userEvent.setup();
    renderWithProviders(<DataExportSection />, { route: "/settings/privacy" });
    expect(await screen.findByText("Your file could not be prepared")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByText("You can download your data once a day. Please try again tomorrow"),
    ).toBeInTheDocument();
  });
});
