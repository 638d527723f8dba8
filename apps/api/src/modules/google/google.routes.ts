import {
  googleConfigSchema,
  googlePeopleBodySchema,
  googlePeopleReplySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.ts";
import type { GoogleService } from "./google.service.ts";

/** Sign-in with Google; without GOOGLE_CLIENT_ID the config says so and sign-in is 404 google.disabled. */
export const googleRoutes: FastifyPluginAsyncZod<{
  google: GoogleService | null;
  clientId: string | null;
}> = async (app, { google, clientId }) => {
  app.get(
    "/api/v1/google/config",
    { schema: { tags: ["accounts"], response: { 200: googleConfigSchema } } },
    async () => ({ client_id: clientId }),
  );

  app.post(
    "/api/v1/google/people",
    {
      // Before the body is checked: a site without Google says so whatever is sent.
      preValidation: async () => {
        if (!google) throw new AppError("google.disabled");
      },
      schema: {
        tags: ["accounts"],
        summary: "Sign in or sign up with a Google ID token",
        body: googlePeopleBodySchema,
        response: { 200: googlePeopleReplySchema },
      },
    },
    async (req) => (google as GoogleService).signIn(req.body, req.ip),
  );
};
