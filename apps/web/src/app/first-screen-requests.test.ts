import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  chatRequestsRequest,
  interestsRequest,
  messagesRequest,
  threadsRequest,
} from "../features/connections/requests.ts";
import { matchesRequest, recommendationsRequest } from "../features/matches/requests.ts";
import { CARD_PHOTO_SIZES } from "../features/profiles/photo-sources.ts";
import { listRequest, profileRequest } from "../features/profiles/requests.ts";
import { visitorCountRequest } from "../features/visitors/requests.ts";
import { api, withQuery } from "../lib/api.ts";
import { markAppStarted } from "../lib/early-requests.ts";
import { encodePid } from "../lib/pid.ts";
import { sessionStore } from "../lib/session.ts";
import { sessionFixture } from "../test/fixtures.ts";
import { server } from "../test/server.ts";
import { requestFirstScreen } from "./first-screen-requests.ts";

/** Counts the calls reaching the server, by path and query. */
function countCalls() {
  const calls: string[] = [];
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    calls.push(url.pathname + url.search);
  });
  return calls;
}

/** The image preloads in the document's head, as the browser will read them. */
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => ({
      href: link.getAttribute("href"),
      srcset: link.getAttribute("imagesrcset"),
      sizes: link.getAttribute("imagesizes"),
      priority: link.getAttribute("fetchpriority"),
    }),
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  server.events.removeAllListeners();
  sessionStore.clear();
  vi.useRealTimers();
});

describe("first screen requests", () => {
  it("sends the list and the member's summary at once, and the app's calls take those replies", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/me", () => HttpResponse.json({ data: { name: "Asha" } })),
      http.get("/api/v1/profiles", () => HttpResponse.json({ data: [{ id: "p-1" }], next: 20 })),
    );
    const calls = countCalls();
    requestFirstScreen("/profiles");
    const [list, me] = await Promise.all([
      api.get<{ next: number }>(...listRequest(0)),
      api.get<{ data: { name: string } }>("/api/v1/me"),
    ]);
    expect(list.next).toBe(20);
    expect(me.data.name).toBe("Asha");
    expect(calls.sort()).toEqual(["/api/v1/me", "/api/v1/profiles?limit=20&offset=0"]);

    // Taken once: the next call asks the server again.
    await api.get("/api/v1/me");
    expect(calls.filter((call) => call === "/api/v1/me")).toHaveLength(2);
  });

  it("sends the matches, visitors, interests, chats and conversation pages' calls, each taken by the app's own", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/me", () => HttpResponse.json({ data: {} })),
      http.get("/api/v1/interests", () => HttpResponse.json({ data: [] })),
      http.get("/api/v1/chatrequests/", () => HttpResponse.json({ data: [] })),
      http.get("/api/v1/chat/threads", () => HttpResponse.json({ data: [] })),
      http.get("/api/v1/message/:arg", () => HttpResponse.json({ data: [], next: null })),
      http.get("/api/v1/profiles/:id", () => HttpResponse.json({ data: { id: "p-2" } })),
      http.get("/api/v1/recommendations", () => HttpResponse.json({ data: [] })),
      http.get("/api/v1/matches", () => HttpResponse.json({ data: [], next: null })),
      http.get("/api/v1/visitors/count", () => HttpResponse.json({ total: 0 })),
    );
    const pages: [string, string, string[]][] = [
      ["/matches", "", [recommendationsRequest, withQuery(...matchesRequest("mutual", 0))]],
      // The tab the address names; an unknown one is the mutual tab, as the page reads it.
      [
        "/matches",
        "?type=theirs",
        [recommendationsRequest, withQuery(...matchesRequest("theirs", 0))],
      ],
      [
        "/matches",
        "?type=toString",
        [recommendationsRequest, withQuery(...matchesRequest("mutual", 0))],
      ],
      ["/visitors", "", [visitorCountRequest]],
      ["/interests", "", [withQuery(...interestsRequest("sent"))]],
      ["/chats", "", [withQuery(...chatRequestsRequest), withQuery(...threadsRequest)]],
      ["/chat", "?with=p-2", [messagesRequest("p-2", 0), profileRequest("p-2")]],
    ];
    for (const [path, search, urls] of pages) {
      const calls = countCalls();
      const expected = [...urls, "/api/v1/me"].sort();
      requestFirstScreen(path, search);
      // Sent before the app asks...
      await vi.waitFor(() => expect([...calls].sort()).toEqual(expected));
      await Promise.all(expected.map((url) => api.get(url)));
      // ...and the app's calls took those replies: nothing more reached the server.
      expect(calls.sort()).toEqual(expected);
      server.events.removeAllListeners();
    }
  });

  it("preloads the first card's photo, as the card will ask for it", async () => {
    sessionStore.save(sessionFixture());
    const pic = (n: number) => ({
      small: `/f/${n}-s.webp`,
      medium: `/f/${n}-m.webp`,
      blurhash: null,
    });
    const cards = [
      { id: "a", primary_profile_pic: pic(1), avatar_url: "/api/v1/avatars/a.svg" },
      { id: "b", primary_profile_pic: null, avatar_url: "/api/v1/avatars/b.svg" },
      ...[3, 4, 5].map((n) => ({ id: `c${n}`, primary_profile_pic: pic(n), avatar_url: null })),
    ];
    server.use(http.get("/api/v1/profiles", () => HttpResponse.json({ data: cards, next: null })));
    requestFirstScreen("/profiles");
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()).toEqual([
      {
        href: "/f/1-m.webp",
        srcset: "/f/1-s.webp 320w, /f/1-m.webp 720w",
        sizes: CARD_PHOTO_SIZES,
        priority: "high",
      },
    ]);
    // The app still gets the whole reply.
    expect((await api.get<{ data: unknown[] }>(...listRequest(0))).data).toHaveLength(5);
  });

  it("sends the profile of a profile page, not the list", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/profiles/:id", ({ params }) =>
        HttpResponse.json({
          data: { id: params.id, pics: [], avatar_url: "/api/v1/avatars/x.svg" },
        }),
      ),
    );
    const calls = countCalls();
    requestFirstScreen(`/profile/${encodePid("p-42")}`);
    const reply = await api.get<{ data: { id: string } }>(profileRequest("p-42"));
    expect(reply.data.id).toBe("p-42");
    expect(calls.sort()).toEqual(["/api/v1/me", "/api/v1/profiles/p-42"]);
    await vi.waitFor(() =>
      expect(preloads()).toEqual([
        { href: "/api/v1/avatars/x.svg", srcset: null, sizes: null, priority: "high" },
      ]),
    );
  });

  it("sends nothing once the app has started (its code was cached and ran first)", async () => {
    sessionStore.save(sessionFixture());
    const calls = countCalls();
    markAppStarted();
    try {
      requestFirstScreen("/profiles");
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toEqual([]);
    } finally {
      (globalThis as { __sagpanAppStarted?: boolean }).__sagpanAppStarted = false;
    }
  });

  it("sends nothing for a visitor", async () => {
    const calls = countCalls();
    requestFirstScreen("/profiles");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it("does not hand a reply to another member's call, or an old one", async () => {
    sessionStore.save(sessionFixture({ userId: "u-1" }));
    requestFirstScreen("/login");
    sessionStore.save(sessionFixture({ userId: "u-2" }));
    const calls = countCalls();
    await api.get("/api/v1/me").catch(() => {});
    expect(calls).toEqual(["/api/v1/me"]);

    vi.useFakeTimers({ toFake: ["Date"] });
    requestFirstScreen("/login");
    vi.setSystemTime(Date.now() + 11_000);
    await api.get("/api/v1/me").catch(() => {});
    // The early request, then the call's own: the early reply was too old to use.
    expect(calls).toEqual(["/api/v1/me", "/api/v1/me", "/api/v1/me"]);
  });
});
