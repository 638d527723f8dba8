import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { FakeXhr } from "../../test/fake-xhr.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { PhotosPage } from "./photos-page.tsx";

const picture = (n: number, primary = false) => ({
  id: `0190f0a0-0000-7000-8000-00000000000${n}`,
  url: `/f/${n}-m.webp`,
  small: `/f/${n}-s.webp`,
  medium: `/f/${n}-m.webp`,
  large: `/f/${n}-l.webp`,
  blurhash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
  width: 720,
  height: 900,
  is_primary: primary,
});

const jpeg = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe("photos page", () => {
  it("uploads each file on its own with its own progress bar and error", async () => {
    const session = sessionFixture();
    sessionStore.save(session);
    server.use(
      http.get("/api/v1/pics", () => HttpResponse.json({ data: [picture(1, true)], next: null })),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<PhotosPage />, { route: "/upload/pics" });

    expect(await screen.findByText("Up to 10 photos, 10 MB each")).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "Your photo 1" })).toBeInTheDocument();
    expect(screen.getByText("Profile photo")).toBeInTheDocument();

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    const pdf = new File(["%PDF"], "notes.pdf", { type: "application/pdf" });
    await user.upload(screen.getByLabelText("Add photos"), [
      jpeg("a.jpg"),
      big,
      pdf,
      jpeg("b.jpg"),
    ]);

    const uploads = screen.getByRole("list", { name: "Uploads" });
    const row = (name: string) => within(uploads).getByText(name).closest("li")!;
    // Refused before sending, each with its own translated reason.
    expect(row("big.png")).toHaveTextContent("The file is larger than the limit");
    expect(row("notes.pdf")).toHaveTextContent("This file type is not supported");
    expect(row("b.jpg")).toHaveTextContent("Waiting…");

    // One request per file, field `files`, with the app header and the bearer token.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0]!;
    expect(first.url).toBe("/api/v1/bulk/picb");
    expect(first.headers.Authorization).toBe(`Bearer ${session.token}`);
    expect(first.headers["X-Requested-With"]).toBe("sagpan-web");
    expect((first.body!.get("files") as File).name).toBe("a.jpg");

    first.progress(512, 1024);
    const bar = await screen.findByRole("progressbar", { name: "Upload progress of a.jpg" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "50"));
    expect(row("a.jpg")).toHaveTextContent("Uploading 50%");
    expect(row("b.jpg")).toHaveTextContent("Waiting…");

    first.respond(201, { data: [picture(1, true), picture(2)], next: null });
    await waitFor(() => expect(row("a.jpg")).toHaveTextContent("Uploaded"));
    expect(await screen.findByRole("img", { name: "Your photo 2" })).toBeInTheDocument();

    // The next file goes only now, and the server's refusal shows on its own row.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.respond(409, {
      error: { code: "upload.too_many_photos", message: "You can add up to 10 photos" },
    });
    await waitFor(() => expect(row("b.jpg")).toHaveTextContent("You can add up to 10 photos"));
    expect(row("a.jpg")).toHaveTextContent("Uploaded");
  });

  it("sets the profile photo and deletes a photo after Confirm", async () => {
    sessionStore.save(sessionFixture());
    const calls: string[] = [];
    server.use(
      http.get("/api/v1/pics", () =>
        HttpResponse.json({ data: [picture(1, true), picture(2)], next: null }),
      ),
      http.put("/api/v1/set/profile/pic", async ({ request }) => {
        calls.push(`PUT ${((await request.json()) as { id: string }).id}`);
        return HttpResponse.json({ data: [picture(2, true), picture(1)], next: null });
      }),
      http.delete("/api/v1/pics/:id", ({ params }) => {
        calls.push(`DELETE ${String(params.id)}`);
        return HttpResponse.json({ data: [picture(2, true)], next: null });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PhotosPage />, { route: "/upload/pics" });

    await user.click(await screen.findByRole("button", { name: "Set as profile photo" }));
    await waitFor(() => expect(calls).toEqual([`PUT ${picture(2).id}`]));
    expect(sessionStore.get()?.userPic).toBe("/f/2-s.webp");

    await user.click(screen.getByRole("button", { name: "Delete photo 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete photo" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Delete photo 2" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete photo" })).getByRole("button", {
        name: "Confirm",
      }),
    );
    await waitFor(() => expect(calls).toEqual([`PUT ${picture(2).id}`, `DELETE ${picture(1).id}`]));
    await waitFor(() => expect(screen.queryByRole("img", { name: "Your photo 2" })).toBeNull());
  });
});
