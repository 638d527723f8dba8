import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { profileFixture, profileReplyFixture, sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { EditProfilePage } from "./edit-profile-page.tsx";

const me = () =>
  profileReplyFixture({ data: { id: "u-1", name: "Asha", height: 158, occupation: "Teacher" } });

function serveMyProfile() {
  server.use(
    http.get("/api/v1/myprofile", () => HttpResponse.json(me())),
    http.get("/api/v1/profile_completion", () =>
      HttpResponse.json({
        percent: 64,
        remaining: ["bloodgroup", "photo"],
        remaining_personal: ["bloodgroup"],
      }),
    ),
  );
}

describe("profile edit wizard", () => {
  it("saves only the changed fields of a step and says 'Profile saved'", async () => {
    sessionStore.save(sessionFixture());
    serveMyProfile();
    const bodies: unknown[] = [];
    server.use(
      http.put("/api/v1/profiles/u-1/", async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          profileReplyFixture({ data: { ...me().data, height: 165, current_city: "Vadodara" } }),
        );
      }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<EditProfilePage />, { route: "/info" });
    queryClient.setQueryData(["me", "u-1"], { score: 64 });

    expect(await screen.findByText("Your profile is 64% complete")).toBeInTheDocument();
    // What is missing, each a link to the step that asks for it (issue 12).
    expect(screen.getByRole("link", { name: "Personal: Blood group" })).toHaveAttribute(
      "href",
      "/info?go=0",
    );
    expect(screen.getByRole("link", { name: "Add a profile photo" })).toHaveAttribute(
      "href",
      "/upload/pics",
    );
    const height = await screen.findByRole("textbox", { name: "Height" });
    expect(height).toHaveValue("158 cm");
    expect(screen.getByText("158 cm (5′ 2″)")).toBeInTheDocument();

    await user.clear(height);
    await user.type(height, "165");
    const city = screen.getByRole("textbox", { name: "City" });
    await user.clear(city);
    await user.type(city, "Vadodara");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));

    expect(await screen.findByText("Profile saved")).toBeInTheDocument();
    expect(bodies).toEqual([{ id: "u-1", profile: { height: 165, current_city: "Vadodara" } }]);
    // On to step 2, remembered in the URL.
    expect(
      await screen.findByRole("heading", { name: "Step 2 of 5: Work & Education" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/info?go=1"));
    expect(screen.getByRole("textbox", { name: "Occupation" })).toHaveValue("Teacher");
    // The top bar's score is fetched again.
    expect(queryClient.getQueryState(["me", "u-1"])?.isInvalidated).toBe(true);
    // Types into two fields and walks two steps: slow on a busy machine.
  }, 30_000);

  it("says 'Profile save failed' and puts the server's field errors under the fields", async () => {
    sessionStore.save(sessionFixture());
    serveMyProfile();
    server.use(
      http.put("/api/v1/profiles/u-1/", () =>
        errorReply("request.invalid", { "profile.occupation": "Too big: expected string" }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { route: "/info?go=1" });

    const occupation = await screen.findByRole("textbox", { name: "Occupation" });
    await user.type(occupation, " and tutor");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));

    expect(await screen.findByText("Profile save failed")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Occupation" })).toHaveAccessibleDescription(
      /Please check this value/,
    );
    expect(screen.getByRole("heading", { name: "Step 2 of 5: Work & Education" })).toBeVisible();
  });

  it("checks a field before sending it", async () => {
    sessionStore.save(sessionFixture());
    serveMyProfile();
    let puts = 0;
    server.use(
      http.put("/api/v1/profiles/u-1/", () => {
        puts += 1;
        return HttpResponse.json(me());
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { route: "/info" });
    const height = await screen.findByRole("textbox", { name: "Height" });
    await user.clear(height);
    await user.type(height, "90");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(screen.getByRole("textbox", { name: "Height" })).toHaveAccessibleDescription(
      /Enter a height between 120 and 230 cm/,
    );
    expect(puts).toBe(0);
  });

  it("opens the astrology step with the birth name for ?go=4", async () => {
    sessionStore.save(sessionFixture());
    serveMyProfile();
    server.use(
      http.get("/api/v1/myprofile", () =>
        HttpResponse.json(
          profileReplyFixture({ data: profileFixture({ id: "u-1", birth_name: null }) }),
        ),
      ),
    );
    renderWithProviders(<EditProfilePage />, { route: "/info?go=4" });
    const heading = await screen.findByRole("heading", { name: "Step 5 of 5: Astrology" });
    const form = heading.closest("form")!;
    expect(within(form).getByRole("textbox", { name: "Birth name (janma naam)" })).toHaveValue("");
    expect(within(form).getByRole("combobox", { name: "Rashi (moon sign)" })).toHaveValue("Sinh");
    expect(within(form).getByRole("button", { name: "Save" })).toBeInTheDocument();
  });

  it("opens the step of a missing field from the completion meter", async () => {
    sessionStore.save(sessionFixture());
    serveMyProfile();
    server.use(
      http.get("/api/v1/profile_completion", () =>
        HttpResponse.json({ percent: 90, remaining: ["occupation"], remaining_personal: [] }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { route: "/info" });
    await screen.findByRole("heading", { name: "Step 1 of 5: Personal" });
    await user.click(await screen.findByRole("link", { name: "Work & Education: Occupation" }));
    expect(
      await screen.findByRole("heading", { name: "Step 2 of 5: Work & Education" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Occupation" })).toBeInTheDocument();
  });
});
