import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../../i18n/i18n.ts";
import { sessionStore } from "../../../lib/session.ts";
import { pointsFixture, profileReplyFixture, sessionFixture } from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { server } from "../../../test/server.ts";
import { ProfileViewPage } from "./profile-view-page.tsx";

type Reply = ReturnType<typeof profileReplyFixture>;

function serveProfile(reply: Reply) {
  const views: unknown[] = [];
  server.use(
    http.get("/api/v1/profiles/p-1", () => HttpResponse.json(reply)),
    http.post("/api/v1/score/up", async ({ request }) => {
      views.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
  return views;
}

const open = (route = "/profile/cC0x") =>
  renderWithProviders(<ProfileViewPage id="p-1" />, { route });

/** The value shown next to a label in the open tab. */
const shown = (label: string) =>
  within(screen.getByRole("tabpanel")).getByText(label, { selector: "dt" }).nextElementSibling
    ?.textContent;

describe("profile view", () => {
  it("shows the five tabs with the display rules and counts one view", async () => {
    sessionStore.save(sessionFixture());
    const views = serveProfile(
      profileReplyFixture({ data: { maritial_status: null, drinking_habits: null } }),
    );
    const user = userEvent.setup();
    open();

    expect(await screen.findByRole("heading", { name: "Kavya Shah", level: 1 })).toBeVisible();
    expect(screen.getByText("27 years · 160 cm (5′ 3″) · Surat")).toBeInTheDocument();
    expect(screen.getByText("ID verified")).toBeInTheDocument();
    // The details below the first screen are drawn in a second pass.
    const tabs = (await screen.findAllByRole("tab")).map((tab) => tab.textContent);
    expect(tabs).toEqual([
      "Personal Details",
      "Work & Education",
      "Family Details",
      "Preferences & Expectations",
      "Astrology Details",
    ]);

    expect(shown("Gender")).toBe("Female");
    expect(shown("Marital status")).toBe("N/A");
    expect(shown("Drinking")).toBe("N/A");
    expect(shown("Diet")).toBe("Jain");
    expect(shown("Profile managed by")).toBe("Parent");

    await user.click(screen.getByRole("tab", { name: "Work & Education" }));
    expect(shown("Annual income")).toBe("₹6.9 LPA");
    expect(shown("Work type")).toBe("Private job");

    await user.click(screen.getByRole("tab", { name: "Family Details" }));
    expect(shown("Family type")).toBe("Joint family");

    await user.click(screen.getByRole("tab", { name: "Preferences & Expectations" }));
    expect(shown("Wishes to continue studies")).toBe("Yes");

    await user.click(screen.getByRole("tab", { name: "Astrology Details" }));
    expect(shown("Rashi (moon sign)")).toBe("Sinh (Leo)");
    expect(shown("Nakshatra")).toBe("Magha, pada 2");
    expect(shown("Mangal dosh")).toBe("No");
    expect(shown("Birth name (janma naam)")).toBe("Madhavi");

    expect(views).toEqual([{ to: "p-1", context: "profile_page" }]);
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
  });

  it("shows both rashis and a note when the computed one differs from the declared one", async () => {
    sessionStore.save(sessionFixture());
    serveProfile(profileReplyFixture({ data: { rashi: "Sinh", moon_rashi: 6 } }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("tab", { name: "Astrology Details" }));
    const rashi = shown("Rashi (moon sign)");
    expect(rashi).toContain("Sinh (Leo)");
    expect(rashi).toContain("Computed from the birth details: Kanya (Virgo)");
  });

  it("shows the computed rashi when the family wrote none", async () => {
    sessionStore.save(sessionFixture());
    serveProfile(profileReplyFixture({ data: { rashi: null, moon_rashi: 6 } }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("tab", { name: "Astrology Details" }));
    const rashi = shown("Rashi (moon sign)");
    expect(rashi).toBe("Kanya (Virgo) (from the birth details)");
  });

  // Each reason its own words and next step (issue 23): a paid member without a verified ID,
  // or a Belief member looking at an unverified profile, is never told to buy a plan.
  it.each([
    [
      "plan",
      "Free",
      "Contact details are hidden. Upgrade your plan to view.",
      { name: "See plans", href: "/subscription" },
    ],
    [
      "viewer_not_verified",
      "Trust",
      "Only verified members can view contacts. Verify your ID to see them.",
      { name: "Verify my ID", href: "/upload/doc" },
    ],
    [
      "target_not_verified",
      "Belief",
      "Kavya has not verified their ID yet. The Belief plan shows contacts of ID-verified members only.",
      null,
    ],
  ] as const)("says why contacts are hidden: %s", async (reason, myplan, says, step) => {
    sessionStore.save(sessionFixture({ myplan }));
    const reply = profileReplyFixture();
    serveProfile({ ...reply, flags: { ...reply.flags, contacts_hidden: reason } });
    open();
    const note = await screen.findByText(says);
    const section = note.closest("section") as HTMLElement;
    if (step) {
      expect(within(section).getByRole("link", { name: step.name })).toHaveAttribute(
        "href",
        step.href,
      );
    } else {
      expect(within(section).queryByRole("link")).toBeNull();
    }
    if (reason !== "plan") expect(within(section).queryByText(/upgrade|plans/i)).toBeNull();
  });

  it("says why contacts are hidden in Gujarati too", async () => {
    await changeLanguage("gu");
    sessionStore.save(sessionFixture({ myplan: "Trust" }));
    const reply = profileReplyFixture();
    serveProfile({ ...reply, flags: { ...reply.flags, contacts_hidden: "viewer_not_verified" } });
    open();
    expect(
      await screen.findByText("ફક્ત ચકાસાયેલ સભ્યો જ સંપર્ક જોઈ શકે છે. તે જોવા માટે તમારી ઓળખ ચકાસાવો."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "મારી ઓળખ ચકાસાવો" })).toHaveAttribute(
      "href",
      "/upload/doc",
    );
  });

  it("lists contacts with a phone link", async () => {
    sessionStore.save(sessionFixture({ myplan: "Trust" }));
    serveProfile(
      profileReplyFixture({
        data: {
          contact: [
            {
              name: "Mahesh Shah",
              relation: "Father",
              phone: "+91 98765 43210",
              occupation: null,
              current_city: "Surat",
              address: null,
            },
          ],
        },
      }),
    );
    open();
    const link = await screen.findByRole("link", { name: "+91 98765 43210" });
    expect(link).toHaveAttribute("href", "tel:+919876543210");
    expect(screen.getByText("(Father)")).toBeInTheDocument();
  });

  it("shows 'No contacts available.' when the list is empty", async () => {
    sessionStore.save(sessionFixture({ myplan: "Trust" }));
    serveProfile(profileReplyFixture());
    open();
    expect(await screen.findByText("No contacts available.")).toBeInTheDocument();
  });

  it("renders the Gun Milan table from the points object", async () => {
    sessionStore.save(sessionFixture());
    serveProfile(
      profileReplyFixture({
        points: pointsFixture({
          same_gotra: true,
          warnings: [{ code: "near_boundary", who: "boy" }],
        }),
      }),
    );
    const user = userEvent.setup();
    open();
    const toggle = await screen.findByRole("button", { name: /Gun Milan/ });
    expect(toggle).toHaveTextContent("28/36");
    expect(toggle).toHaveTextContent("Good match");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);

    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.querySelector("th")?.textContent)).toEqual([
      "Varna",
      "Vashya",
      "Tara",
      "Yoni",
      "Graha Maitri",
      "Gana",
      "Bhakoot",
      "Nadi",
      "Total",
    ]);
    const nadi = rows[7]!;
    expect(within(nadi).getByText("Health and children")).toBeInTheDocument();
    expect(within(nadi).getByText("0/8")).toBeInTheDocument();
    expect(within(rows[8]!).getByText("28/36")).toBeInTheDocument();

    expect(screen.getByText("Nadi dosha (Antya nadi)")).toBeInTheDocument();
    expect(screen.getByText("Cancelled")).toBeInTheDocument();
    expect(screen.getByText("Same nakshatra, different padas")).toBeInTheDocument();
    expect(screen.getByText("Mangal dosha: the groom is manglik")).toBeInTheDocument();
    expect(screen.getByText("Present")).toBeInTheDocument();
    expect(screen.getByText("Mangal dosh: only one of you is manglik")).toBeInTheDocument();
    expect(screen.getByText(/Same gotra: by tradition/)).toBeInTheDocument();
    expect(
      screen.getByText("Worked out from the birth date, time and place of both of you."),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Groom: the moon was near a boundary/)).toBeInTheDocument();
    expect(screen.getByText("Scored with Sagpan's Ashtakoota tables.")).toBeInTheDocument();
  });

  it("says when the previous system's tables scored the pair", async () => {
    sessionStore.save(sessionFixture());
    serveProfile(profileReplyFixture({ points: pointsFixture({ convention: "original" }) }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: /Gun Milan/ }));
    expect(
      await screen.findByText(/tables of the community's previous matrimony system/),
    ).toBeInTheDocument();
  });

  it("shows a rashi-only score out of 15 with unscored kootas", async () => {
    sessionStore.save(sessionFixture());
    const none = { tara: null, yoni: null, gana: null, nadi: null };
    serveProfile(
      profileReplyFixture({
        points: pointsFixture({
          ...none,
          varna: 1,
          vashya: 2,
          graha_maitri: 4,
          bhakoot: 0,
          total: 7,
          basis: "rashi_only",
          band: null,
          doshas: [],
          max: { ...pointsFixture().max, ...none, total: 15 },
        }),
      }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: /Gun Milan/ }));
    expect(screen.getAllByText("Not scored")).toHaveLength(4);
    expect(screen.getAllByText("7/15").length).toBeGreaterThan(0);
    expect(screen.getByText(/4 of the 8 kootas can be scored/)).toBeInTheDocument();
  });

  it("asks for birth details when there is no basis, or when the URL says so", async () => {
    sessionStore.save(sessionFixture());
    serveProfile(
      profileReplyFixture({
        points: pointsFixture({
          ...{ varna: null, vashya: null, tara: null, yoni: null, graha_maitri: null },
          ...{ gana: null, bhakoot: null, nadi: null, total: null },
          basis: null,
          band: null,
          doshas: [],
        }),
      }),
    );
    open();
    expect(
      await screen.findByRole("link", { name: "Add your birth details to see Gun Milan" }),
    ).toHaveAttribute("href", "/info?go=4");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("asks for birth details with ?birthname=missing even with a score", async () => {
    sessionStore.save(sessionFixture());
    serveProfile(profileReplyFixture());
    open("/profile/cC0x?birthname=missing");
    expect(
      await screen.findByRole("link", { name: "Add your birth details to see Gun Milan" }),
    ).toHaveAttribute("href", "/info?go=4");
  });

  it("plays the intro video and shows every photo", async () => {
    sessionStore.save(sessionFixture());
    const pic = (n: number) => ({
      id: `pic-${n}`,
      url: `/f/${n}-m.webp`,
      small: `/f/${n}-s.webp`,
      medium: `/f/${n}-m.webp`,
      blurhash: "LEHV6nWB2yX8pyo0adR*.7kCMdnj",
    });
    serveProfile(
      profileReplyFixture({
        data: { video_intro: "/api/v1/files/videos/v-1?s=abc", pics: [pic(1), pic(2)] },
      }),
    );
    const { container } = open();
    expect(await screen.findByRole("img", { name: "Photo 1 of 2 of Kavya" })).toHaveAttribute(
      "src",
      "/f/1-m.webp",
    );
    // The carousel's code loads after the first photo is drawn.
    expect(await screen.findByRole("img", { name: "Photo 2 of 2 of Kavya" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next photo" })).toBeInTheDocument();
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("src", "/api/v1/files/videos/v-1?s=abc");
    expect(video).toHaveAttribute("controls");
  });

  it("says when a profile is not available", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/profiles/p-1", () =>
        HttpResponse.json(
          { error: { code: "profile.not_found", message: "This profile is not available" } },
          { status: 404 },
        ),
      ),
    );
    open();
    expect(await screen.findByText("This profile is not available")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to profiles" })).toHaveAttribute(
      "href",
      "/profiles",
    );
  });
});
