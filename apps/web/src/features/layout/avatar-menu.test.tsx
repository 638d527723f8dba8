import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { menuFor } from "../../app/menu.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { initialsOf } from "./avatar-face.tsx";
import { AvatarMenu } from "./avatar-menu.tsx";

// The menu normally loads once the page is idle; held back here, only the member's own reach
// (tap, pointer, focus) loads it, which is the case worth proving.
vi.mock("../../lib/when-idle.ts", () => ({ whenIdle: () => () => {}, useIdle: () => false }));

afterEach(() => sessionStore.clear());

describe("avatar menu", () => {
  it("writes initials the way the avatar always has", () => {
    expect(initialsOf("Asha Patel")).toBe("AP");
    expect(initialsOf("  Kavya   Shah Mehta ")).toBe("KS");
    expect(initialsOf("Nirav")).toBe("NI");
    expect(initialsOf(undefined)).toBe("");
  });

  it("opens on the first tap, before its code had loaded", async () => {
    sessionStore.save(sessionFixture({ name: "Asha Patel" }));
    renderWithProviders(<AvatarMenu entries={menuFor(false)} />);
    const button = screen.getByRole("button", { name: "Account menu" });
    expect(button).toHaveTextContent("AP");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(await screen.findByRole("menuitem", { name: "Logout" })).toBeInTheDocument();
    expect(screen.getByText("Asha Patel")).toBeInTheDocument();
  });

  it("keeps keyboard focus on the avatar when the menu's code replaces the placeholder", async () => {
    sessionStore.save(sessionFixture());
    renderWithProviders(<AvatarMenu entries={menuFor(false)} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole("button", { name: "Account menu" })).toHaveFocus();
    // The loaded menu's button carries Mantine's menu wiring.
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Account menu" })).toHaveAttribute("aria-expanded"),
    );
    const loaded = screen.getByRole("button", { name: "Account menu" });
    expect(loaded).toHaveFocus();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Logout" })).toBeInTheDocument();
  });

  it("shows the member's photo when they have one", () => {
    sessionStore.save(sessionFixture({ userPic: "/api/v1/pics/p1/small.webp" }));
    const { container } = renderWithProviders(<AvatarMenu entries={menuFor(false)} />);
    expect(container.querySelector("img")).toHaveAttribute("src", "/api/v1/pics/p1/small.webp");
  });
});
