import { z } from "zod";
import { sessionSchema, signUpBodySchema } from "./accounts.ts";
import { str } from "./text.ts";

/**
 * What a new member adds to a Google sign-in: the sign-up form without email and password,
 * declaration and consent included, so a Google account never skips them.
 */
export const googleSignUpSchema = signUpBodySchema.omit({ email: true, password: true });
export type GoogleSignUp = z.infer<typeof googleSignUpSchema>;

/**
 * `POST /api/v1/google/people`: the ID token Google Identity Services gave the page
 * (`credential`), and for a first visit the sign-up details.
 */
export const googlePeopleBodySchema = z.object({
  credential: str().min(20).max(4096),
  sign_up: googleSignUpSchema.optional(),
});
export type GooglePeopleBody = z.infer<typeof googlePeopleBodySchema>;

/**
 * Signed in (an account with this verified email exists, or was just made), or: no account yet,
 * send the same credential again with `sign_up` (the form is filled from Google's names).
 */
export const googlePeopleReplySchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("signed_in"), session: sessionSchema }),
  z.object({
    status: z.literal("sign_up_required"),
    email: str(),
    name: str(),
    lastName: str(),
  }),
]);
export type GooglePeopleReply = z.infer<typeof googlePeopleReplySchema>;

/**
 * `GET /api/v1/google/config`: the client id the Google button needs, null when sign-in with
 * Google is not set up (a 200 either way: the sign-in page asks on every visit).
 */
export const googleConfigSchema = z.object({ client_id: str().nullable() });
