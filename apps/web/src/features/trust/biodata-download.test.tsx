import { Menu } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { configureApi } from "../../lib/api.ts";
import { notify } from "../../lib/notify.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { MyBiodataDownload, ProfileBiodataItem } from "./biodata-download.tsx";

/** The item as the profile's More menu holds it, the menu open. */
const biodataItem = () => (
  <Menu opened>
    <Menu.Target>
      <button type="button">More</button>
    </Menu.Target>
    <Menu.Dropdown>
      <ProfileBiodataItem profileId="p1" name="Riya" lastName="Shah" />
    </Menu.Dropdown>
  </Menu>
);

const saved: string[] = [];
const biodataLink = (id: string) =>
  HttpResponse.json({
    url: `/api/v1/files/biodata/${id}?viewer=v&lang=en&exp=1&sig=s`,
    filename: "x.pdf",
    expires_at: "2026-11-22T05:00:00.000Z",
  });

beforeEach(() => {
  saved.length = 0;
  sessionStore.save(sessionFixture());
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:pdf", revokeObjectURL() {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  server.use(
    http.get("/api/v1/files/biodata/:id", () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode("%PDF-1.7").buffer, {
        headers: { "Content-Type": "application/pdf" },
      }),
    ),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("biodata download", () => {
  it("downloads my biodata as biodata.pdf from the avatar menu", async () => {
    server.use(http.get("/api/v1/biodata", () => biodataLink("me")));
    const onClose = vi.fn();
    renderWithProviders(<MyBiodataDownload onClose={onClose} />);
    expect(await screen.findByText("Download successful")).toBeInTheDocument();
    expect(saved).toEqual(["biodata.pdf"]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("saves another profile's biodata as name_lastName.pdf", async () => {
    let pid: string | null = null;
    server.use(
      http.get("/api/v1/profile/biodata", ({ request }) => {
        pid = new URL(request.url).searchParams.get("pid");
        return biodataLink("p1");
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(biodataItem());
    await user.click(screen.getByRole("menuitem", { name: "Download biodata" }));
    expect(await screen.findByText("Download successful")).toBeInTheDocument();
    expect(pid).toBe("p1");
    expect(saved).toEqual(["Riya_Shah.pdf"]);
  });

  it("asks for the biodata in the language the member reads the app in", async () => {
    await changeLanguage("gu");
    let lang: string | null = null;
    server.use(
      http.get("/api/v1/profile/biodata", ({ request }) => {
        lang = new URL(request.url).searchParams.get("lang");
        return biodataLink("p1");
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(biodataItem());
    await user.click(screen.getByRole("menuitem", { name: "બાયોડેટા ડાઉનલોડ કરો" }));
    await waitFor(() => expect(saved).toEqual(["Riya_Shah.pdf"]));
    expect(lang).toBe("gu");
  });

  it("says the profile is not verified on 423", async () => {
    server.use(http.get("/api/v1/profile/biodata", () => errorReply("biodata.not_verified")));
    const user = userEvent.setup();
    renderWithProviders(biodataItem());
    await user.click(screen.getByRole("menuitem", { name: "Download biodata" }));
    expect(await screen.findByText("This profile is not verified")).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("on 402 shows only the 'Buy plan' warning, not a second error, and leads to the plans", async () => {
    let planWarnings = 0;
    configureApi({
      onPlanRequired: () => {
        planWarnings += 1;
        void notify("Plan upgrade required to use this feature", { title: "Buy plan" });
      },
    });
    server.use(http.get("/api/v1/profile/biodata", () => errorReply("plan.upgrade_required")));
    const user = userEvent.setup();
    renderWithProviders(biodataItem());
    await user.click(screen.getByRole("menuitem", { name: "Download biodata" }));
    expect(await screen.findByText("Buy plan")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(planWarnings).toBe(1);
    // One notification on screen: the warning, and no red one with the error's own text.
    expect(document.querySelectorAll(".mantine-Notification-root")).toHaveLength(1);
    // And on to the plans, where the member can buy one.
    expect(screen.getByTestId("location")).toHaveTextContent("/subscription");
    configureApi({ onPlanRequired: () => {} });
  });
});
