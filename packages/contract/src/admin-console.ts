import { z } from "zod";
import { listOf } from "./common.ts";
import { paiseSchema } from "./plans.ts";
import { str } from "./text.ts";

// Members, Blogs, Texts and Payments tabs of the admin console (issue 14).

/** `GET /api/v1/admin/members?q=`: by name, email or profile id; newest accounts first. */
export const adminMemberQuerySchema = z.object({
  q: str().trim().max(120).default(""),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const adminMemberSchema = z.object({
  id: str(),
  email: str(),
  name: str().nullable(),
  last_name: str().nullable(),
  created_at: str(),
  suspended_at: str().nullable(),
  deleted: z.boolean(),
  is_admin: z.boolean(),
  /** The plan in force now ("Free" without one). */
  plan: str(),
  badges: z.object({ id: z.boolean(), job: z.boolean(), income: z.boolean() }),
  /** Reports about this member: all, and those still open. */
  reports: z.object({ total: z.number().int(), open: z.number().int() }),
  /** Held out of lists (open reports or a suspension). */
  held: z.boolean(),
  /** The community group (its code) the profile is in; null for none or no profile yet. */
  usergroup: str().nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
export const adminMemberListSchema = listOf(adminMemberSchema);

/** One payment order (amount in paise); the Payments tab adds whose it is. */
export const adminOrderSchema = z.object({
  id: str(),
  plan: str(),
  period: str(),
  amount: paiseSchema,
  status: str(),
  created_at: str(),
  paid_at: str().nullable(),
});

/** One plan period bought (or given), and the payment orders, newest first. */
export const adminPlanHistorySchema = z.object({
  subscriptions: z.array(
    z.object({
      id: str(),
      plan: str(),
      period: str(),
      amount_paise: paiseSchema,
      starts_at: str(),
      ends_at: str(),
    }),
  ),
  orders: z.array(adminOrderSchema),
});
export type AdminPlanHistory = z.infer<typeof adminPlanHistorySchema>;

/** Blogs: one post, in English and Gujarati (either may be missing, not both). */
export const blogLimits = { title: 140, summary: 300, content: 20_000 } as const;
export const blogVersionSchema = z.object({
  title: str().trim().min(1).max(blogLimits.title),
  summary: str().trim().max(blogLimits.summary).default(""),
  content: str().trim().min(1).max(blogLimits.content),
});
export type BlogVersion = z.infer<typeof blogVersionSchema>;
export const blogStatuses = ["draft", "published"] as const;
export const adminBlogBodySchema = z
  .object({
    en: blogVersionSchema.nullable().default(null),
    gu: blogVersionSchema.nullable().default(null),
    /** A URL the API gave for an uploaded cover (`POST /api/v1/admin/blog-images`), or null. */
    image: str()
      .max(200)
      .regex(/^\/api\/v1\/blog-images\/[A-Za-z0-9-]+\.webp$/)
      .nullable()
      .default(null),
  })
  .refine((b) => b.en !== null || b.gu !== null, {
    message: "Write the post in English, Gujarati or both",
    path: ["en"],
  });
export type AdminBlogBody = z.input<typeof adminBlogBodySchema>;
export const adminBlogSchema = z.object({
  id: str(),
  status: z.enum(blogStatuses),
  image: str().nullable(),
  en: z.object({ title: str(), summary: str(), content: str() }).nullable(),
  gu: z.object({ title: str(), summary: str(), content: str() }).nullable(),
  published_at: str(),
  updated_at: str(),
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;
export const adminBlogListSchema = listOf(adminBlogSchema);
export const blogStatusBodySchema = z.object({ status: z.enum(blogStatuses) });

/**
 * A/B texts: an override may be longer than the text it replaces, but not so much that it
 * breaks the layout built for it: half as long again (at least 12 characters more), never
 * more than `hardMax`.
 */
export const abLimits = { hardMax: 160 } as const;
export const abTextLimit = (defaultText: string) =>
  Math.min(
    abLimits.hardMax,
    Math.max(Math.ceil(defaultText.length * 1.5), defaultText.length + 12),
  );
/** The `{{placeholders}}` of an i18n text. */
export const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] as string).sort();

export const abLangSchema = z.enum(["en", "gu"]);
export const abOverrideSchema = z.object({
  key: str(),
  lang: abLangSchema,
  text: str(),
  updated_at: str().nullable(),
});
export type AbOverride = z.infer<typeof abOverrideSchema>;
export const abOverrideListSchema = z.object({ data: z.array(abOverrideSchema) });
export const abKeySchema = str()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/);
export const abPutBodySchema = z.object({
  key: abKeySchema,
  lang: abLangSchema,
  text: str().trim().min(1).max(abLimits.hardMax),
});
export const abDeleteQuerySchema = z.object({ key: abKeySchema, lang: abLangSchema });

/** Payments tab: orders newest first, and totals of paid ones per day (India time). */
export const adminPaymentsQuerySchema = z.object({
  status: z.enum(["all", "paid", "created"]).default("all"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const adminPaymentSchema = adminOrderSchema.extend({
  member: z.object({ id: str(), name: str().nullable(), email: str() }),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListSchema = listOf(adminPaymentSchema);
export const adminPaymentTotalsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export const adminPaymentTotalsSchema = z.object({
  data: z.array(z.object({ day: str(), count: z.number().int(), amount: paiseSchema })),
});
export type AdminPaymentTotals = z.infer<typeof adminPaymentTotalsSchema>["data"];
