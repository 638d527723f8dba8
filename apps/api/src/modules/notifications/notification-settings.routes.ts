import {
  dataOf,
  notificationSettingsSchema,
  updateNotificationSettingsBodySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import type { MailLang } from "../mail/templates.ts";
import type { NotificationSettingsRepository } from "./notification-settings.repository.ts";
import type { NotificationMail } from "./notifications.mail.ts";

const tags = ["notifications"];
const linkQuery = z.object({
  u: z.string().min(1).max(64),
  k: z.string().min(1).max(40),
  s: z.string().min(1).max(100),
});

const words = {
  en: {
    title: "Stop these emails",
    ask: "Stop these emails from Sagpan? You can turn them on again in the app's notification settings.",
    button: "Stop these emails",
    done: "Done: these emails will not come any more. You can turn them on again in the app's notification settings.",
    bad: "This link is not valid.",
  },
  gu: {
    title: "આ ઇમેઇલ બંધ કરો",
    ask: "સગપણના આ ઇમેઇલ બંધ કરવા છે? એપના સૂચના સેટિંગમાં તમે તેને ફરી ચાલુ કરી શકો છો.",
    button: "આ ઇમેઇલ બંધ કરો",
    done: "થઈ ગયું: હવે આ ઇમેઇલ નહીં આવે. એપના સૂચના સેટિંગમાં તમે તેને ફરી ચાલુ કરી શકો છો.",
    bad: "આ લિંક માન્ય નથી.",
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (lang: MailLang, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(words[lang].title)}</title></head><body style="font-family:'Noto Sans Gujarati','Noto Sans',Arial,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.6">${body}</body></html>`;

export const notificationSettingsRoutes: FastifyPluginAsyncZod<{
  settings: NotificationSettingsRepository;
  mail: NotificationMail;
  langOf: (userId: string) => Promise<MailLang>;
  clock: () => Date;
  member: Guard;
}> = async (app, { settings, mail, langOf, clock, member }) => {
  // RFC 8058: the mail program posts `List-Unsubscribe=One-Click` as a form; the link itself
  // carries everything, so the body is read and not needed.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_req, body, done) => done(null, body),
  );

  app.get(
    "/api/v1/notification_settings",
    { preHandler: member, schema: { tags, response: { 200: dataOf(notificationSettingsSchema) } } },
    async (req) => ({ data: await settings.get(req.userId) }),
  );

  app.put(
    "/api/v1/notification_settings",
    {
      preHandler: member,
      schema: {
        tags,
        body: updateNotificationSettingsBodySchema,
        response: { 200: dataOf(notificationSettingsSchema) },
      },
    },
    async (req) => ({ data: await settings.update(req.userId, req.body.settings, clock()) }),
  );

  // Following the link shows a button (a link checker that opens every link changes nothing);
  // the button, or the mail program's one-click POST, stops the mails.
  app.get(
    "/api/v1/notification_settings/unsubscribe",
    { schema: { tags, querystring: linkQuery } },
    async (req, reply) => {
      const { u, k, s } = req.query;
      const lang = await langOf(u);
      const w = words[lang];
      reply.type("text/html; charset=utf-8");
      if (!mail.verify(u, k, s)) return reply.code(400).send(page(lang, `<p>${w.bad}</p>`));
      const action = `/api/v1/notification_settings/unsubscribe?u=${encodeURIComponent(u)}&k=${encodeURIComponent(k)}&s=${encodeURIComponent(s)}`;
      return page(
        lang,
        `<h1>${w.title}</h1><p>${w.ask}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font:inherit;padding:.6rem 1.2rem">${w.button}</button></form>`,
      );
    },
  );

  app.post(
    "/api/v1/notification_settings/unsubscribe",
    { schema: { tags, querystring: linkQuery } },
    async (req, reply) => {
      const { u, k, s } = req.query;
      const lang = await langOf(u);
      reply.type("text/html; charset=utf-8");
      if (!(await mail.unsubscribe(u, k, s)))
        return reply.code(400).send(page(lang, `<p>${words[lang].bad}</p>`));
      return page(lang, `<h1>${words[lang].title}</h1><p>${words[lang].done}</p>`);
    },
  );
};
