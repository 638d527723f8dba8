import { z } from "zod";
import { langSchema } from "./common.ts";
import { planNameSchema } from "./plans.ts";
import { PASSWORD_MIN } from "./rules.ts";
import { str } from "./text.ts";

export const emailSchema = str()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: "Enter a valid email address" }).max(254));

export const passwordSchema = str()
  .min(PASSWORD_MIN, { message: "Password must be at least 6 characters." })
  .max(128);

export const genderSchema = z.enum(["male", "female"]);
export type Gender = z.infer<typeof genderSchema>;

export const managedBySchema = z.enum(["self", "parent", "sibling", "relative", "friend"]);
export type ManagedBy = z.infer<typeof managedBySchema>;

/** Who a manager is to the member (api-contract.md "Privacy and family control", managers). */
export const managerRelations = ["parent", "sibling", "relative", "friend"] as const;
export type ManagerRelation = (typeof managerRelations)[number];

/** On `GET /api/v1/me` while a manager is signed in: who they are, beside the member's fields. */
export const managingSchema = z.object({
  name: str(),
  email: str(),
  relation: z.enum(managerRelations),
});
export type Managing = z.infer<typeof managingSchema>;

export const isoDateSchema = z.iso.date();

export const signUpBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: str().trim().min(1).max(60),
  lastName: str().trim().min(1).max(60),
  gender: genderSchema,
  birthdate: isoDateSchema,
  managed_by: managedBySchema,
  declaration: z.literal(true, { message: "Please confirm the declaration" }),
  consent: z.literal(true, { message: "Please accept the privacy notice" }),
  lang: langSchema.optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email: emailSchema,
  password: str().min(1).max(128),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** The session the web app keeps in local storage (spec section 3, Session). */
export const sessionSchema = z.object({
  token: str(),
  exp: z.number().int(),
  userId: str(),
  name: str(),
  userPic: str().nullable(),
  myplan: planNameSchema,
  isAdmin: z.boolean(),
  hasPassword: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** One call, two uses: ask for a link with `{ email }`, or use it with `{ token, password }`. */
export const resetPasswordBodySchema = z.union([
  z.object({ email: emailSchema, lang: langSchema.optional() }),
  z.object({ token: str().min(20).max(200), password: passwordSchema }),
]);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetPasswordReplySchema = z.object({
  ok: z.literal(true),
  message: str(),
});

export const updateUserBodySchema = z.object({
  user: z.object({
    password: passwordSchema,
    old_password: str().max(128).optional(),
  }),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const meSchema = z.object({
  id: str(),
  score: z.number().int(),
  personal_verification_verified: z.boolean(),
  job_verification_verified: z.boolean(),
  salary_details_verified: z.boolean(),
  property_details_verified: z.boolean(),
  email: str(),
  name: str(),
  lastName: str(),
  myplan: planNameSchema,
  planEndsAt: str().nullable(),
  isAdmin: z.boolean(),
  hasPassword: z.boolean(),
  /** False until the mailed link is opened (EMAIL_CONFIRMATION); the web shows a banner. */
  emailConfirmed: z.boolean(),
  /** Set while a family member who manages the profile is signed in (managers module). */
  managing: managingSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** `PUT /api/v1/email/confirmation { token }`: the mailed link's page confirms the email. */
export const confirmEmailBodySchema = z.object({ token: str().min(10).max(1024) });

/** `POST /api/v1/email/confirmation` (resend) and the PUT answer: whether it is confirmed. */
export const emailConfirmationReplySchema = z.object({
  data: z.object({ confirmed: z.boolean() }),
});
