import { z } from "zod";
import { emailSchema } from "./accounts.ts";
import { dataOf, idSchema, langSchema, listOf } from "./common.ts";
import { paiseSchema, periodSchema, planNameSchema } from "./plans.ts";
import { contactSchema } from "./profiles.ts";
import { isPhoneNumber } from "./rules.ts";
import { str } from "./text.ts";

// ---------------------------------------------------------------------------------------------
// Verification documents (business rules, Verification and badges)
// ---------------------------------------------------------------------------------------------

/** GovID → identity badge, JobID → job, SalaryID → income, PropertyDoc → property. */
export const docTypes = ["GovID", "JobID", "SalaryID", "PropertyDoc"] as const;
export const docTypeSchema = z.enum(docTypes);
export type DocType = z.infer<typeof docTypeSchema>;

export const docStatuses = ["pending", "approved", "rejected"] as const;
export const docStatusSchema = z.enum(docStatuses);
export type DocStatus = z.infer<typeof docStatusSchema>;

/** Accepted by content, whatever the file is called. */
export const documentContentTypes = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "application/pdf",
] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

export const documentLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** Documents of one type waiting for review at once; more answer 409 documents.too_many. */
  maxPendingPerType: 5,
} as const;

/**
 * `POST /api/v1/verification/doc?docType=` (multipart, field `file`). The type is checked by
 * the service so an unknown one answers `documents.invalid_type` rather than a generic 400.
 */
export const docUploadQuerySchema = z.object({
  docType: str().max(32).describe("GovID | JobID | SalaryID | PropertyDoc"),
});

/** One of my documents (`GET /api/v1/verification/docs`). */
export const documentSchema = z.object({
  id: str(),
  doc_type: docTypeSchema,
  status: docStatusSchema,
  /** Set when an admin rejected it; the member sees it. */
  rejection_reason: str().nullable(),
  content_type: z.enum(documentContentTypes),
  size: z.number().int(),
  /** Needs the bearer token (owner or admin): fetch it as a blob, never a public link. */
  file_url: str(),
  created_at: str(),
  decided_at: str().nullable(),
});
export type VerificationDocument = z.infer<typeof documentSchema>;
export const documentReplySchema = dataOf(documentSchema);
export const documentListSchema = listOf(documentSchema);

/** The admin queue: each document with whose it is. */
export const adminDocumentSchema = documentSchema.extend({
  user_id: str(),
  name: str().nullable(),
  lastName: str().nullable(),
  /** The owner's birth date (YYYY-MM-DD), for the admin to compare with the ID's. */
  birthdate: str().nullable(),
  email: str(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;
export const adminDocumentListSchema = listOf(adminDocumentSchema);
export const adminDocumentReplySchema = dataOf(adminDocumentSchema);

/** `GET /api/v1/admin/documents?status=pending`: oldest first, so the queue is fair. */
export const adminDocumentsQuerySchema = z.object({
  status: docStatusSchema.default("pending"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const documentIdParamsSchema = z.object({ id: idSchema });

/** `POST /api/v1/admin/documents/{id}/decision`: a rejection needs the reason the member sees. */
export const documentDecisionBodySchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("approve"), reason: str().trim().max(500).optional() }),
  z.object({ action: z.literal("reject"), reason: str().trim().min(1).max(500) }),
]);
export type DocumentDecision = z.infer<typeof documentDecisionBodySchema>;

// ---------------------------------------------------------------------------------------------
// Contacts (spec section 5, contacts form)
// ---------------------------------------------------------------------------------------------

export const contactLimits = { maxRows: 10 } as const;

export const PHONE_MESSAGE = "Enter a valid phone number, e.g. 98250 12345 or +91 98250 12345";

/** Optional text: blank means not given. */
const optionalText = (max: number) =>
  str()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** One row of the add-contacts form: name, relation and phone are required. */
export const contactInputSchema = z.object({
  name: str().trim().min(1, "Required").max(80),
  relation: str().trim().min(1, "Required").max(40),
  phone: str().trim().min(1, "Required").max(24).refine(isPhoneNumber, { message: PHONE_MESSAGE }),
  occupation: optionalText(120),
  current_city: optionalText(80),
  address: optionalText(300),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

const contactRows = z
  .array(contactInputSchema)
  .min(1, "Add at least one contact")
  .max(contactLimits.maxRows);

/**
 * `POST /api/v1/contacts`: `{ contacts: [...] }`, or `{ contact: {...} }` with one row (or a
 * list). Either way it replaces the member's whole list.
 */
export const contactsBodySchema = z
  .object({
    contacts: contactRows.optional(),
    contact: z
      .preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), contactRows)
      .optional(),
  })
  .refine((body) => body.contacts !== undefined || body.contact !== undefined, {
    message: "Add at least one contact",
    path: ["contacts"],
  })
  .transform((body) => body.contacts ?? body.contact ?? []);
/** What the web app sends (the schema's input, spelled out: `contact` is preprocessed). */
export type ContactsBody =
  | { contacts: z.input<typeof contactInputSchema>[] }
  | { contact: z.input<typeof contactInputSchema> | z.input<typeof contactInputSchema>[] };

/** `GET /api/v1/contacts` (mine) or `?pid=` (another profile's, when the plan rules allow). */
export const contactsQuerySchema = z.object({ pid: str().min(1).max(64).optional() });
export const contactListSchema = listOf(contactSchema);

// ---------------------------------------------------------------------------------------------
// Payments (spec section 7 Payments; business rules, Plans)
// ---------------------------------------------------------------------------------------------

export const paymentProviderSchema = z.enum(["razorpay", "test"]);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** `GET /api/v1/keys` (no login). */
export const keysReplySchema = dataOf(
  z.object({
    /** Null with the built-in test provider. */
    razorpay_key_id: str().nullable(),
    payment_provider: paymentProviderSchema,
  }),
);

const amountPaise = z.coerce.number().int().min(1).max(100_000_000).brand<"Paise">();

/** `GET /api/v1/order?amount=` (member): amount in paise, one of the four plan prices. */
export const orderQuerySchema = z.object({ amount: amountPaise });

/** `GET /api/v2/order?amount=&email=` (no login, the /member page): email of the member. */
export const guestOrderQuerySchema = z.object({
  amount: amountPaise,
  email: str().trim().max(254).optional(),
  /** The signed, expiring token of the /member link (only the original clients go without). */
  token: str().max(1024).optional(),
});

/**
 * What Razorpay Checkout is opened with, at the top of the body: the spec's "return an order
 * id" is a Razorpay order's `id` (with its `amount` and `currency`); `order_id` is the same id
 * under the name Checkout's options and our payment body use.
 */
export const orderSchema = z.object({
  id: str(),
  order_id: str(),
  amount: paiseSchema,
  currency: z.literal("INR"),
  /** The Razorpay key id; null with the test provider. */
  key: str().nullable(),
  plan: z.enum(["Belief", "Trust"]),
  period: periodSchema,
  provider: paymentProviderSchema,
});
export type Order = z.infer<typeof orderSchema>;
export const orderReplySchema = orderSchema;

const paymentId = str().trim().min(1).max(128);

/**
 * `POST /api/v1/payments/` with the id Checkout returned. The server fetches the payment from
 * the provider itself; `order_id`, when sent, must be the payment's order.
 */
export const paymentBodySchema = z.object({
  payment: z.object({
    payment_id: paymentId,
    amount: amountPaise,
    order_id: str().max(64).optional(),
  }),
});

/** `POST /api/v2/payments/` (no login): the email the order was made for. */
export const guestPaymentBodySchema = z.object({
  payment: z.object({
    payment_id: paymentId,
    amount: amountPaise,
    email: emailSchema,
    order_id: str().max(64).optional(),
    token: str().max(1024).optional(),
  }),
});

/** The activated plan period and the member's plan afterwards. */
export const paymentReplySchema = dataOf(
  z.object({
    payment_id: str(),
    amount: paiseSchema,
    plan: z.enum(["Belief", "Trust"]),
    period: periodSchema,
    starts_at: str(),
    ends_at: str(),
    myplan: planNameSchema,
    plan_ends_at: str().nullable(),
  }),
);
export type PaymentReply = z.infer<typeof paymentReplySchema>;

/** Test provider only: stands in for Checkout's payment of an order. */
export const testPayParamsSchema = z.object({ order_id: str().min(1).max(64) });
export const testPayBodySchema = z.object({ outcome: z.enum(["success", "failure"]) });
export const testPayReplySchema = dataOf(z.object({ payment_id: str() }));

/** `GET /api/v1/subscription`: my plan now and every plan period bought. */
export const subscriptionReplySchema = dataOf(
  z.object({
    myplan: planNameSchema,
    ends_at: str().nullable(),
    history: z.array(
      z.object({
        plan: z.enum(["Belief", "Trust"]),
        period: periodSchema,
        amount: paiseSchema,
        payment_id: str().nullable(),
        starts_at: str(),
        ends_at: str(),
      }),
    ),
  }),
);

// ---------------------------------------------------------------------------------------------
// Biodata PDF (spec section 7 Biodata)
// ---------------------------------------------------------------------------------------------

/** `GET /api/v1/biodata`: my own, always allowed. Language defaults to the member's. */
export const biodataQuerySchema = z.object({ lang: langSchema.optional() });
/** `GET /api/v1/profile/biodata?pid=`: 402 for Free viewers, 423 when not ID-verified. */
export const profileBiodataQuerySchema = z.object({
  pid: str().min(1).max(64),
  lang: langSchema.optional(),
});

/**
 * A short-lived signed URL that answers `application/pdf`, and the name to save it under, at
 * the top of the body ("the response carries a url", docs/api.md's reading rule).
 */
export const biodataReplySchema = z.object({ url: str(), filename: str(), expires_at: str() });
