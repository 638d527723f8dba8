import type { Profile, ProfileCard } from "@sagpan/contract";
import {
  chatRequestsRequest,
  interestsRequest,
  messagesRequest,
  threadsRequest,
} from "../features/connections/requests.ts";
import {
  matchesRequest,
  matchTypeOf,
  recommendationsRequest,
} from "../features/matches/requests.ts";
import { notificationsRequest } from "../features/notifications/requests.ts";
import { cardPhoto, type PhotoSource, profilePhoto } from "../features/profiles/photo-sources.ts";
import { listRequest, profileRequest } from "../features/profiles/requests.ts";
import { visitorCountRequest } from "../features/visitors/requests.ts";
import { baseHeaders, withQuery } from "../lib/api.ts";
import { requestEarly } from "../lib/early-requests.ts";
import { sessionStore } from "../lib/session.ts";
import { firstScreenOf } from "./first-screen.ts";

/**
 * For a signed-in member, sends the requests of the page being opened (the list, a profile,
 * matches, visitors, the interests, chats or a conversation, and the member's own summary) while the app's code is still downloading, and preloads the
 * main photo of its first screen once the reply is there; run by the boot script (src/boot.ts).
 * The app's first calls to the same URLs take these replies (lib/early-requests.ts).
 */
export function requestFirstScreen(pathname: string, search = "") {
  if (!sessionStore.get()) return;
  const headers = baseHeaders();
  const early = (url: string) => requestEarly(url, headers);
  const screen = firstScreenOf(pathname);
  if (screen?.page === "list") {
    // The first card's photo only: it is the page's largest paint (the others are the same size
    // and paint with it or after), and over HTTP/1.1 more would take connections from scripts.
    preloadPhoto(early(withQuery(...listRequest(0))), (body) => {
      const first = (body as ListBody).data[0];
      return first ? cardPhoto(first) : null;
    });
  } else if (screen?.page === "profile") {
    preloadPhoto(early(profileRequest(screen.id)), (body) =>
      profilePhoto((body as ProfileBody).data),
    );
  } else if (screen?.page === "matches") {
    // The day's recommendations stand first on the page: the first one's photo is its largest
    // paint. The tab's first page comes below them.
    preloadPhoto(early(recommendationsRequest), (body) => {
      const first = (body as ListBody).data[0];
      return first ? cardPhoto(first) : null;
    });
    early(withQuery(...matchesRequest(matchTypeOf(new URLSearchParams(search).get("type")), 0)));
  } else if (screen?.page === "visitors") {
    early(visitorCountRequest);
  } else if (screen?.page === "interests") {
    early(withQuery(...interestsRequest("sent")));
  } else if (screen?.page === "chats") {
    early(withQuery(...chatRequestsRequest));
    early(withQuery(...threadsRequest));
  } else if (screen?.page === "notifications") {
    early(withQuery(...notificationsRequest(0)));
  } else if (screen?.page === "chat") {
    // The conversation and the other member's name and photo above it.
    const withId = new URLSearchParams(search).get("with");
    if (withId) {
      early(messagesRequest(withId, 0));
      early(profileRequest(withId));
    }
  }
  early("/api/v1/me");
}

type ListBody = { data: ProfileCard[] };
type ProfileBody = { data: Profile };

/**
 * Starts the first screen's main photo as soon as the data is there: the largest paint of both
 * pages is a photo, which the page would only ask for once the app's code had loaded and
 * rendered. The preload asks for what the page will draw (same srcset and sizes), so the
 * browser reuses it.
 */
function preloadPhoto(
  body: Promise<unknown> | undefined,
  photoOf: (body: unknown) => PhotoSource | null,
) {
  body
    ?.then((value) => {
      const photo = value ? photoOf(value) : null;
      if (!photo) return;
      const link = document.createElement("link");
      const attributes = {
        rel: "preload",
        as: "image",
        fetchpriority: "high",
        href: photo.src,
        imagesrcset: photo.srcSet,
        imagesizes: photo.sizes,
      };
      for (const [name, text] of Object.entries(attributes)) {
        if (text) link.setAttribute(name, text);
      }
      document.head.append(link);
    })
    // A photo that is not preloaded loads as before; nothing to tell anyone.
    .catch(() => {});
}
