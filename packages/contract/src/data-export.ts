import { z } from "zod";
import { str } from "./text.ts";

/**
 * "My data" (DPDP right of access, api-contract.md "Privacy and family control"): a member asks
 * for a ZIP of everything Sagpan keeps about them, built in the background, served to them
 * alone for 7 days.
 */
export const dataExportStatuses = ["queued", "ready", "failed"] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** What the ZIP holds, in this order (the files, then the folders of stored files). */
export const dataExportEntries = [
  "profile.json",
  "messages.json",
  "interests.json",
  "chat_requests.json",
  "payments.json",
  "consents.json",
  "photos/",
  "documents/",
] as const;

/** `POST /api/v1/export` → 202. */
export const dataExportQueuedSchema = z.object({
  data: z.object({ id: str(), status: z.literal("queued") }),
});

/**
 * `GET /api/v1/export`: the member's latest export still kept, or `data: null` before any (or
 * once the last one expired). `url` and `expires_at` come with `ready`.
 */
export const dataExportSchema = z.object({
  id: str(),
  status: z.enum(dataExportStatuses),
  requested_at: str(),
  url: str().optional(),
  expires_at: str().optional(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportReplySchema = z.object({ data: dataExportSchema.nullable() });

export const dataExportIdParamsSchema = z.object({ id: str().min(1).max(64) });
