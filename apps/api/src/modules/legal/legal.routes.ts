import { legalSchema, siteInfoSchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { termsSections, termsVersion } from "./legal-content.ts";

export interface SiteOptions {
  grievanceOfficer: { name: string; name_gu?: string; email: string; phone: string };
}

const ADDRESS = "Sagpan Matrimony, 4th floor, Shivalik Plaza, Ambawadi, Ahmedabad 380015, Gujarat";
// Gujarati pages show the Gujarati forms, so no English is left on them.
const ADDRESS_GU = "સગપણ મેટ્રિમની, ચોથો માળ, શિવાલિક પ્લાઝા, આંબાવાડી, અમદાવાદ 380015, ગુજરાત";

export const legalRoutes: FastifyPluginAsyncZod<SiteOptions> = async (app, opts) => {
  const grievance_officer = {
    ...opts.grievanceOfficer,
    address: ADDRESS,
    address_gu: ADDRESS_GU,
  };

  app.get(
    "/api/v1/legal",
    { schema: { tags: ["misc"], response: { 200: z.object({ data: legalSchema }) } } },
    async () => ({
      data: {
        version: termsVersion,
        updated: termsVersion,
        sections: termsSections,
        grievance_officer,
      },
    }),
  );

  app.get(
    "/api/v1/site",
    { schema: { tags: ["misc"], response: { 200: z.object({ data: siteInfoSchema }) } } },
    async () => ({
      data: {
        community: "Gujarati Samaj",
        community_gu: "ગુજરાતી સમાજ",
        contact: {
          email: "care@sagpan.in",
          phone: "+91 79 4000 1200",
          address: ADDRESS,
          address_gu: ADDRESS_GU,
        },
        social: [
          { name: "Facebook", url: "https://www.facebook.com/sagpan" },
          { name: "Instagram", url: "https://www.instagram.com/sagpan" },
          { name: "YouTube", url: "https://www.youtube.com/@sagpan" },
          { name: "WhatsApp", url: "https://wa.me/917940001200" },
        ],
        grievance_officer,
      },
    }),
  );
};
