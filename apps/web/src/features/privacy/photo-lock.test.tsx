import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { profileReplyFixture, sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { ContactRuleNote, PhotoLock } from "./photo-lock.tsx";

const flags = (overrides = {}) => ({
  ...profileReplyFixture().flags,
  photos_locked: true,
  photo_request: null,
  can_contact: true,
  contact_rule: null,
  ...overrides,
});

describe("the photo lock", () => {
  it("asks to see the photos", async () => {
    sessionStore.save(sessionFixture());
    const bodies: unknown[] = [];
    server.use(
      http.post("/api/v1/photo_requests", async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { data: { id: "r-1", to: "u-2", status: "pending" } },
          { status: 201 },
        );
      }),
    );
    renderWithProviders(<PhotoLock profileId="u-2" flags={flags()} />);
    expect(screen.getByText("Photos are shown on request")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Request photos" }));
    await screen.findByText("Photo request sent");
    expect(bodies).toEqual([{ photo_request: { to: "u-2" } }]);
  });

  it("says a request waits, and what a refusal means", async () => {
    sessionStore.save(sessionFixture());
    server.use(http.post("/api/v1/photo_requests", () => errorReply("connections.contact_rule")));
    const first = renderWithProviders(
      <PhotoLock
        profileId="u-2"
        flags={flags({ photo_request: { id: "r", status: "pending" } })}
      />,
    );
    expect(screen.queryByRole("button", { name: "Request photos" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("You have asked to see the photos");
    first.unmount();
    renderWithProviders(<PhotoLock profileId="u-2" flags={flags()} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Request photos" }));
    await screen.findByText("This member does not accept interests or requests from you");
  });

  it("is disabled, with the rule named, when the family's contact rule refuses the viewer", () => {
    sessionStore.save(sessionFixture());
    const refused = flags({ can_contact: false, contact_rule: "verified" });
    renderWithProviders(
      <>
        <PhotoLock profileId="u-2" flags={refused} />
        <ContactRuleNote flags={refused} />
      </>,
    );
    expect(screen.getByRole("button", { name: "Request photos" })).toBeDisabled();
    expect(
      screen.getByText(/accepts interests and requests only from ID-verified members/),
    ).toBeInTheDocument();
  });
});
