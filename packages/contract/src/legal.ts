import { z } from "zod";
import { str } from "./text.ts";

const localized = z.object({ en: str(), gu: str() });

export const legalSectionSchema = z.object({ title: localized, body: localized });

export const grievanceOfficerSchema = z.object({
  name: str(),
  /** The name in Gujarati script, for pages shown in Gujarati. */
  name_gu: str().optional(),
  email: str(),
  phone: str(),
  address: str(),
  /** The address in Gujarati script, for pages shown in Gujarati. */
  address_gu: str().optional(),
});

export const legalSchema = z.object({
  version: str(),
  updated: str(),
  sections: z.array(legalSectionSchema),
  grievance_officer: grievanceOfficerSchema,
});
export type Legal = z.infer<typeof legalSchema>;

export const siteInfoSchema = z.object({
  community: str(),
  community_gu: str().optional(),
  contact: z.object({
    email: str(),
    phone: str(),
    address: str(),
    address_gu: str().optional(),
  }),
  social: z.array(z.object({ name: str(), url: str() })),
  grievance_officer: grievanceOfficerSchema,
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
