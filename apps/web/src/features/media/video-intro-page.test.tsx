import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { VideoIntroPage } from "./video-intro-page.tsx";

describe("video introduction page", () => {
  it("plays the current video and deletes item 1 after Confirm", async () => {
    sessionStore.save(sessionFixture());
    let deleted = false;
    server.use(
      http.get("/api/v1/videointro", () =>
        HttpResponse.json({
          data: deleted
            ? null
            : { url: "/api/v1/files/videos/v-1?s=x", content_type: "video/mp4", size: 3_145_728 },
        }),
      ),
      http.delete("/api/v1/videointro/1", () => {
        deleted = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<VideoIntroPage />, { route: "/upload/intro" });
    expect(await screen.findByText("3 MB")).toBeInTheDocument();
    expect(container.querySelector("video")).toHaveAttribute("src", "/api/v1/files/videos/v-1?s=x");
    expect(screen.getByText("MP4, WebM or QuickTime, up to 50 MB")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete video" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete video introduction" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("You have not added a video introduction yet.")).toBeVisible();
    await waitFor(() => expect(deleted).toBe(true));
  });

  it("refuses a file that is too large or of the wrong type before sending it", async () => {
    sessionStore.save(sessionFixture());
    server.use(http.get("/api/v1/videointro", () => HttpResponse.json({ data: null })));
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<VideoIntroPage />, { route: "/upload/intro" });
    const input = await screen.findByLabelText("Upload video");
    await user.upload(input, new File(["x"], "intro.avi", { type: "video/x-msvideo" }));
    expect(await screen.findByText("This file type is not supported")).toBeInTheDocument();
    const big = new File([new Uint8Array(50 * 1024 * 1024 + 1)], "intro.mp4", {
      type: "video/mp4",
    });
    await user.upload(input, big);
    expect(await screen.findByText("The file is larger than the limit")).toBeInTheDocument();
  });
});
