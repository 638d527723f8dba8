import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { PrivacyBanner } from "./privacy-banner.tsx";
import { PrivacyPage } from "./privacy-page.tsx";

const defaults = {
  photos: "members",
  contacts: "plan",
  profile: "visible",
  contact_from: "everyone",
  browse_privately: false,
};

function serve(start = defaults) {
  let current = { ...start };
  const bodies: unknown[] = [];
  server.use(
    http.get("/api/v1/privacy", () => HttpResponse.json({ data: current })),
    http.put("/api/v1/privacy", async ({ request }) => {
      const body = (await request.json()) as { privacy: Partial<typeof defaults> };
      bodies.push(body);
      current = { ...current, ...body.privacy };
      return HttpResponse.json({ data: current });
    }),
  );
  return bodies;
}

describe("the privacy page", () => {
  it("shows every choice with a sentence explaining it, and saves a choice as it is made", async () => {
    sessionStore.save(sessionFixture());
    const bodies = serve();
    const user = userEvent.setup();
    renderWithProviders(<PrivacyPage />, { route: "/settings/privacy" });
    const all = await screen.findByRole("radio", { name: "All members" });
    expect(all).toBeChecked();
    const onRequest = screen.getByRole("radio", { name: "Only those I allow" });
    expect(onRequest).toHaveAccessibleDescription(
      "Others see a lock and can ask to see your photos. They see them only after you say yes.",
    );
    for (const group of [
      "Who can see my photos?",
      "Who can see our phone numbers?",
      "Is my profile shown?",
      "Who may send me interests and requests?",
    ]) {
      expect(screen.getByRole("radiogroup", { name: group })).toBeInTheDocument();
    }
    await user.click(onRequest);
    await screen.findByText("Privacy settings saved");
    expect(bodies).toEqual([{ privacy: { photos: "on_request" } }]);
    expect(screen.getByRole("radio", { name: "Only those I allow" })).toBeChecked();
    await user.click(screen.getByRole("switch", { name: "Browse privately" }));
    await screen.findByRole("switch", { name: "Browse privately", checked: true });
    expect(bodies.at(-1)).toEqual({ privacy: { browse_privately: true } });
  });

  it("says in Gujarati what each choice means", async () => {
    sessionStore.save(sessionFixture());
    serve({ ...defaults, profile: "paused" });
    await changeLanguage("gu");
    try {
      renderWithProviders(<PrivacyPage />, { route: "/settings/privacy" });
      const paused = await screen.findByRole("radio", { name: "થોભાવેલી" });
      expect(paused).toBeChecked();
      expect(screen.getByRole("radio", { name: "માત્ર હું મંજૂરી આપું તેઓ" })).not.toBeChecked();
    } finally {
      await changeLanguage("en");
    }
  });

  it("says why a save failed", async () => {
    sessionStore.save(sessionFixture());
    serve();
    server.use(http.put("/api/v1/privacy", () => errorReply("request.invalid")));
    const user = userEvent.setup();
    renderWithProviders(<PrivacyPage />, { route: "/settings/privacy" });
    await user.click(await screen.findByRole("radio", { name: "Hidden" }));
    await screen.findByText("Some fields are missing or invalid");
  });
});

describe("the banner while the profile is not shown", () => {
  it("says the profile is hidden or paused and links to the setting", async () => {
    sessionStore.save(sessionFixture());
    serve({ ...defaults, profile: "hidden" });
    renderWithProviders(<PrivacyBanner />, { route: "/profiles" });
    expect(
      await screen.findByText(
        "Your profile is hidden: only members you are connected with can see it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change" })).toHaveAttribute(
      "href",
      "/settings/privacy",
    );
  });

  it("is absent while the profile is shown", async () => {
    sessionStore.save(sessionFixture());
    serve();
    let asked = 0;
    server.use(
      http.get("/api/v1/privacy", () => {
        asked += 1;
        return HttpResponse.json({ data: defaults });
      }),
    );
    renderWithProviders(<PrivacyBanner />, { route: "/profiles" });
    await waitFor(() => expect(asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByText(/Your profile is/)).toBeNull();
  });
});
