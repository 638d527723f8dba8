import {
  confirmEmailBodySchema,
  emailConfirmationReplySchema,
  meSchema,
  okSchema,
  resetPasswordBodySchema,
  resetPasswordReplySchema,
  sessionSchema,
  signInBodySchema,
  signUpBodySchema,
  updateUserBodySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import type { AccountsService } from "./accounts.service.ts";

const RESET_REPLY = "If an account exists for this email, a reset link is on its way.";

export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  member: Guard;
  /** The member guard that refuses a family member who manages the profile. */
  owner: Guard;
}> = async (app, { accounts, member, owner }) => {
  app.post(
    "/api/v1/sign_up",
    { schema: { tags: ["accounts"], body: signUpBodySchema, response: { 201: sessionSchema } } },
    async (req, reply) => reply.code(201).send(await accounts.signUp(req.body, req.ip)),
  );

  app.post(
    "/api/v1/sign_in",
    { schema: { tags: ["accounts"], body: signInBodySchema, response: { 200: sessionSchema } } },
    async (req) => accounts.signIn(req.body, req.ip),
  );

  app.post(
    "/api/v1/resetpassword",
    {
      schema: {
        tags: ["accounts"],
        body: resetPasswordBodySchema,
        response: { 200: resetPasswordReplySchema },
      },
    },
    async (req) => {
      if ("token" in req.body) {
        await accounts.useReset(req.body.token, req.body.password);
        return { ok: true as const, message: "Password updated. Please sign in." };
      }
      await accounts.requestReset(req.body.email, req.body.lang ?? "en");
      return { ok: true as const, message: RESET_REPLY };
    },
  );

  app.put(
    "/api/v1/user",
    {
      // The member's password is theirs alone; a manager resets their own by email.
      preHandler: owner,
      schema: { tags: ["accounts"], body: updateUserBodySchema, response: { 200: sessionSchema } },
    },
    async (req) =>
      accounts.setPassword(req.userId, req.body.user.password, req.body.user.old_password),
  );

  app.post(
    "/api/v1/user/logout_all",
    { preHandler: member, schema: { tags: ["accounts"], response: { 200: okSchema } } },
    async (req) => {
      // A manager ends their own sessions, not the member's.
      await accounts.logoutEverywhere(req.member.actorId);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/v1/email/confirmation",
    {
      preHandler: member,
      schema: {
        tags: ["accounts"],
        summary: "Mail the confirmation link again (a few times an hour)",
        response: { 202: emailConfirmationReplySchema, 200: emailConfirmationReplySchema },
      },
    },
    async (req, reply) => {
      const result = await accounts.resendConfirmation(req.userId);
      return reply.code(result.confirmed ? 200 : 202).send({ data: result });
    },
  );

  app.put(
    "/api/v1/email/confirmation",
    {
      schema: {
        tags: ["accounts"],
        summary: "The mailed link's page: confirms the email its token names (no sign-in needed)",
        body: confirmEmailBodySchema,
        response: { 200: emailConfirmationReplySchema },
      },
    },
    async (req) => {
      await accounts.confirmEmail(req.body.token);
      return { data: { confirmed: true } };
    },
  );

  app.get(
    "/api/v1/me",
    {
      preHandler: member,
      schema: {
        tags: ["accounts"],
        response: { 200: z.object({ data: meSchema }) },
      },
    },
    async (req) => ({ data: await accounts.me(req.userId, req.member.actorId) }),
  );

  app.delete(
    "/api/v1/delete/profile",
    { preHandler: owner, schema: { tags: ["accounts"], response: { 200: okSchema } } },
    async (req) => {
      await accounts.deleteAccount(req.userId);
      return { ok: true as const };
    },
  );
};
