import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import gu from "../../i18n/gu.json";
import { changeLanguage } from "../../i18n/i18n.ts";
import { readSiteSettings } from "../../lib/site-settings.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { AdvertisePage } from "./advertise-page.tsx";
import { FeaturedPage } from "./featured-page.tsx";

const features = [
  {
    id: "gun-milan",
    icon: "gun",
    title_en: "Gun Milan",
    title_gu: "ગુણ મિલાન",
    body_en: "Ashtakoot score out of 36.",
    body_gu: "૩૬માંથી અષ્ટકૂટ ગુણ.",
  },
];
let apps: unknown = { android: null, ios: null };
beforeEach(() => {
  apps = { android: null, ios: null };
  server.use(
    http.get("/api/v1/features", () => HttpResponse.json({ data: features })),
    http.get("/api/v1/apps", () => HttpResponse.json({ data: apps })),
  );
});
afterEach(() => changeLanguage("en"));

describe("/featured", () => {
  it("shows the cards in the reader's language and links to the lead form", async () => {
    renderWithProviders(<FeaturedPage />);
    expect(await screen.findByRole("heading", { name: "Gun Milan" })).toBeVisible();
    expect(document.title).toContain("What Sagpan offers");
    expect(screen.queryByRole("link", { name: /Google Play/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getAllByRole("link", { name: "Advertise with us" })[0]!);
    expect(screen.getByTestId("location")).toHaveTextContent("/advertise");
  });

  it("is in Gujarati for a Gujarati reader, with store badges when an app is configured", async () => {
    apps = { android: { url: "https://play.example/app", min_version: "2.0" }, ios: null };
    await changeLanguage("gu");
    renderWithProviders(<FeaturedPage />);
    expect(await screen.findByRole("heading", { name: "ગુણ મિલાન" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "સગપણ શું આપે છે" })).toBeVisible();
    const badge = await screen.findByRole("link", { name: /ગૂગલ પ્લે/ });
    expect(badge).toHaveAttribute("href", "https://play.example/app");
    expect(screen.queryByRole("link", { name: /ઍપ સ્ટોર/ })).not.toBeInTheDocument();
  });
});

describe("the lead form", () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText(/^Your name/), "Ramesh");
    await user.type(screen.getByLabelText(/^Business name/), "Patel Co");
    await user.type(screen.getByLabelText(/^Phone number/), "9825012345");
    await user.type(screen.getByLabelText(/^Email/), "r@ex.in");
    await user.type(screen.getByLabelText(/^What would you like/), "Catering, Surat");
    await user.click(screen.getByLabelText(/may contact me/));
  };

  it("names every missing or wrong field before sending", async () => {
    let calls = 0;
    server.use(http.post("/api/v1/leads", () => void calls++));
    const user = userEvent.setup();
    renderWithProviders(<AdvertisePage />);
    await user.type(screen.getByLabelText(/^Phone number/), "12");
    await user.type(screen.getByLabelText(/^Email/), "not-mail");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    for (const text of [
      "Enter your name",
      "Enter your business name",
      "Enter a valid phone number, e.g. 98250 12345",
      "Enter a valid email address",
      "Tell us a little more (at least 10 characters)",
      "Please agree to be contacted",
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(calls).toBe(0);
  });

  it("sends the request and confirms it, beside the advertising desk's details", async () => {
    let sent: unknown = null;
    server.use(
      http.post("/api/v1/leads", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { id: "l1" } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdvertisePage />);
    const desk = screen.getByRole("complementary", { name: "Advertising desk" });
    expect(within(desk).getByRole("link", { name: "ads@sagpan.in" })).toHaveAttribute(
      "href",
      "mailto:ads@sagpan.in",
    );
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Thank you, your request has been sent")).toBeVisible();
    expect(sent).toEqual({
      lead: {
        name: "Ramesh",
        business: "Patel Co",
        phone: "9825012345",
        email: "r@ex.in",
        message: "Catering, Surat",
        consent: true,
      },
    });
  });

  it("says so in Gujarati when the address has sent too many", async () => {
    server.use(http.post("/api/v1/leads", () => errorReply("request.rate_limited")));
    await changeLanguage("gu");
    const user = userEvent.setup();
    renderWithProviders(<AdvertisePage />);
    await user.type(screen.getByLabelText(/^તમારું નામ/), "રમેશ");
    await user.type(screen.getByLabelText(/^વ્યવસાયનું નામ/), "પટેલ");
    await user.type(screen.getByLabelText(/^ફોન નંબર/), "9825012345");
    await user.type(screen.getByLabelText(/^ઈમેલ/), "r@ex.in");
    await user.type(screen.getByLabelText(/^તમે શાની/), "લગ્નનું જમણ સુરત");
    await user.click(screen.getByLabelText(/સંપર્ક કરી શકે/));
    await user.click(screen.getByRole("button", { name: "વિનંતી મોકલો" }));
    await waitFor(() => expect(screen.getByRole("alert")).toBeVisible());
    expect(screen.getByRole("alert")).toHaveTextContent(gu.errors.request.rate_limited);
  });
});

describe("build-time settings", () => {
  it("reads every setting from the build's variables, with defaults", () => {
    const set = readSiteSettings({
      VITE_COMMUNITY_CODE: "surat-samaj",
      VITE_AD_CONTACT_EMAIL: "ads@surat.example",
      VITE_ASSISTANT_NAME: "Sakhi",
      VITE_SEO_TITLE: "Surat matrimony",
      VITE_REGISTER_LABEL_GU: "નોંધણી કરો",
    });
    expect(set).toMatchObject({
      communityCode: "surat-samaj",
      adContact: { email: "ads@surat.example", phone: "+91 79 4000 1250" },
      assistantName: "Sakhi",
      seo: { title: "Surat matrimony" },
      registerLabel: { en: null, gu: "નોંધણી કરો" },
    });
    expect(readSiteSettings({ VITE_ASSISTANT_NAME: "  " }).assistantName).toBeNull();
  });
});
