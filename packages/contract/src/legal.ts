import { z } from "zod";

const localized = z.object({ en: z.string(), gu: z.string() });

export const legalSectionSchema = z.object({ title: localized, body: localized });

export const grievanceOfficerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  /** The address in Gujarati script, for pages shown in Gujarati. */
  address_gu: z.string().optional(),
});

export const legalSchema = z.object({
  version: z.string(),
  updated: z.string(),
  sections: z.array(legalSectionSchema),
  grievance_officer: grievanceOfficerSchema,
});
export type Legal = z.infer<typeof legalSchema>;

export const siteInfoSchema = z.object({
  community: z.string(),
  community_gu: z.string().optional(),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    address_gu: z.string().optional(),
  }),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
  grievance_officer: grievanceOfficerSchema,
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
