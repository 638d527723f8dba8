import type { AdReply } from "@sagpan/contract";
import { api } from "../../lib/api.ts";

/** The popup's calls, for members and visitors (apart from the admin's, which need more code). */
export const fetchAd = () => api.get<AdReply>("/api/v1/ad/test");

/** Counted by the server once per viewer, ad and day, whatever is sent. */
export const countAd = (id: string, kind: "impression" | "click") =>
  api.post(`/api/v1/ads/${encodeURIComponent(id)}/${kind}`).catch(() => {});
