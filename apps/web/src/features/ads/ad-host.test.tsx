import type { Ad } from "@sagpan/contract";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useAdsQuiet } from "../../lib/ads-busy.ts";
import { sessionStore } from "../../lib/session.ts";
import { realtime } from "../../lib/socket.ts";
import { fakeSocket } from "../../test/fake-socket.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import AdHost from "./ad-host.tsx";
import { AdSlot } from "./ad-slot.tsx";

const ad = (id: string): Ad => ({
  id,
  title: `Ad ${id}`,
  description: "Wedding sets for every family",
  image_url: null,
  price: null,
  advertiser_name: "Shree Jewellers",
  advertiser_contact: "sales@shree.in",
  status: "normal",
});

let counted: string[];
beforeEach(async () => {
  sessionStorage.clear();
  counted = [];
  server.use(
    http.post("/api/v1/ads/:id/:kind", ({ params }) => {
      counted.push(`${params.id}:${params.kind}`);
      return HttpResponse.json({ counted: true });
    }),
  );
  const session = sessionFixture();
  sessionStore.save(session);
  await realtime.connect(session.token);
});

const push = (id: string) =>
  act(() => fakeSocket.emitFromServer("ad", { ad: ad(id), per_session: 1 }));

describe("the ad host", () => {
  it("shows a pushed ad, counts the impression and the click, and one ad a session only", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdHost visitor={false} />, { route: "/profiles" });
    push("a1");
    expect(await screen.findByRole("dialog", { name: "Ad a1" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Contact: sales@shree.in" }));
    await user.click(screen.getByRole("button", { name: "Close ad" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(counted).toEqual(["a1:impression", "a1:click"]);
    push("a2");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it.each(["/chats", "/chat", "/info", "/add/contacts"])(
    "keeps an ad waiting on %s",
    async (route) => {
      renderWithProviders(<AdHost visitor={false} />, { route });
      push("a1");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(counted).toEqual([]);
    },
  );

  it("waits while a page has a form in progress, and opens once it is done", async () => {
    const user = userEvent.setup();
    function Form() {
      const [dirty, setDirty] = useState(true);
      useAdsQuiet(dirty);
      return (
        <button type="button" onClick={() => setDirty(false)}>
          Save
        </button>
      );
    }
    renderWithProviders(
      <>
        <Form />
        <AdHost visitor={false} />
      </>,
      { route: "/upload/pics" },
    );
    push("a1");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("dialog", { name: "Ad a1" })).toBeInTheDocument();
  });

  it("is loaded for a Free member on a page that may show one", async () => {
    renderWithProviders(<AdSlot />, { route: "/profiles" });
    // Pushed until the lazily loaded host is listening.
    await vi.waitFor(
      () => {
        push("a1");
        expect(screen.getByRole("dialog", { name: "Ad a1" })).toBeInTheDocument();
      },
      { timeout: 5_000, interval: 100 },
    );
  });

  it.each([
    ["a member who paid", { myplan: "Trust" as const }],
    ["an admin", { isAdmin: true }],
  ])("is never loaded for %s", async (_who, overrides) => {
    sessionStore.save(sessionFixture(overrides));
    renderWithProviders(<AdSlot />, { route: "/profiles" });
    for (let i = 0; i < 10; i++) {
      push("a1");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
