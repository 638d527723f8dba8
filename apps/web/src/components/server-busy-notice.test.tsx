import { useQuery } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import en from "../i18n/en.json";
import gu from "../i18n/gu.json";
import { changeLanguage } from "../i18n/i18n.ts";
import { api } from "../lib/api.ts";
import { renderWithProviders } from "../test/render.tsx";
import { errorReply, server } from "../test/server.ts";
import { ServerBusyNotice } from "./server-busy-notice.tsx";

function Greeting() {
  const query = useQuery({
    queryKey: ["greeting"],
    queryFn: () => api.get<{ text: string }>("/api/v1/greeting"),
  });
  return (
    <>
      <ServerBusyNotice />
      <p>{query.data?.text ?? "…"}</p>
      <button type="button" onClick={() => void query.refetch()}>
        again
      </button>
    </>
  );
}

/** Answers `text`, except for `busyTimes` calls in a row of 503 service.unavailable. */
function greeting(text: string, busyTimes: number) {
  let busy = busyTimes;
  server.use(
    http.get("/api/v1/greeting", () => {
      if (busy-- > 0) {
        const reply = errorReply("service.unavailable");
        reply.headers.set("Retry-After", "1");
        return reply;
      }
      return HttpResponse.json({ text });
    }),
  );
}

describe("while the server is busy (its database away)", () => {
  it.each([
    ["en", en.errors.service.unavailable],
    ["gu", gu.errors.service.unavailable],
  ] as const)("says so in %s, keeps the page and tries again by itself", async (lang, text) => {
    await changeLanguage(lang);
    greeting("first", 0);
    renderWithProviders(<Greeting />);
    expect(await screen.findByText("first")).toBeInTheDocument();

    greeting("second", 2);
    act(() => screen.getByRole("button", { name: "again" }).click());
    // The notice shows, and the page keeps what it had.
    expect(await screen.findByRole("status")).toHaveTextContent(text);
    expect(screen.getByText("first")).toBeInTheDocument();
    // Two busy replies a second apart, then the answer: the notice goes by itself.
    expect(await screen.findByText("second", {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  });
});
