import {
  adminFeatureSchema,
  appsSchema,
  dataOf,
  featureInputSchema,
  featureListSchema,
  featureOrderSchema,
  groupInputSchema,
  groupSchema,
  leadBodySchema,
  leadListSchema,
  leadQuerySchema,
  leadSchema,
  leadStatusBodySchema,
  migrateQuerySchema,
  okSchema,
  str,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import { rules } from "../../rules.ts";
import type { CommunityRepository, FeatureRow, LeadRow } from "./community.repository.ts";

export interface CommunityOptions {
  community: CommunityRepository;
  admin: Guard;
  /** The mobile apps' store links and oldest supported versions (env); null when not set. */
  apps: {
    android: { url: string; minVersion: string | null } | null;
    ios: { url: string; minVersion: string | null } | null;
  };
}

const featureWire = (f: FeatureRow) => ({
  id: f.id,
  icon: adminFeatureSchema.shape.icon.catch("verified").parse(f.icon),
  title_en: f.titleEn,
  title_gu: f.titleGu,
  body_en: f.bodyEn,
  body_gu: f.bodyGu,
});
const adminFeatureWire = (f: FeatureRow) => ({
  ...featureWire(f),
  position: f.position,
  hidden: f.hidden,
});
const leadWire = (l: LeadRow) => ({
  id: l.id,
  name: l.name,
  business: l.business,
  phone: l.phone,
  email: l.email,
  message: l.message,
  status: l.status,
  created_at: l.createdAt.toISOString(),
});
const idParams = z.object({ id: str().min(1).max(64) });

/**
 * Community content (issue 14): the /featured showcase (public read, admin edit), the
 * advertisers' lead form (public, few per address) and its admin list, the mobile apps'
 * links, and community groups with the admin's `migrate` of a profile between them.
 */
export const communityRoutes: FastifyPluginAsyncZod<CommunityOptions> = async (
  app,
  { community, admin, apps },
) => {
  await community.seedDefaultFeatures();

  app.get(
    "/api/v1/features",
    {
      schema: {
        tags: ["community"],
        summary: "The /featured showcase's visible cards in order, English and Gujarati",
        response: { 200: featureListSchema },
      },
    },
    async (_req, reply) => {
      // The same for everyone; a short shared cache so an admin's edit shows within a minute.
      reply.header("Cache-Control", "public, max-age=60");
      const rows = await community.listFeatures({ withHidden: false });
      return { data: rows.map(featureWire) };
    },
  );

  app.get(
    "/api/v1/admin/features",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Every showcase card, hidden ones too, in order",
        response: { 200: z.object({ data: z.array(adminFeatureSchema) }) },
      },
    },
    async () => ({
      data: (await community.listFeatures({ withHidden: true })).map(adminFeatureWire),
    }),
  );

  app.post(
    "/api/v1/admin/features",
    {
      preHandler: admin,
      config: { audit: "features.create" },
      schema: {
        tags: ["admin"],
        summary: "Adds a showcase card at the end",
        body: featureInputSchema,
        response: { 201: dataOf(adminFeatureSchema) },
      },
    },
    async (req, reply) => {
      const row = await community.createFeature(req.body);
      req.audit = { target: row.id, details: { title: row.titleEn, hidden: row.hidden } };
      return reply.code(201).send({ data: adminFeatureWire(row) });
    },
  );

  app.put(
    "/api/v1/admin/features/:id",
    {
      preHandler: admin,
      config: { audit: "features.update" },
      schema: {
        tags: ["admin"],
        summary: "Edits a showcase card (both languages, its icon, hidden or shown)",
        params: idParams,
        body: featureInputSchema,
        response: { 200: dataOf(adminFeatureSchema) },
      },
    },
    async (req) => {
      const row = await community.updateFeature(req.params.id, req.body);
      if (!row) throw new AppError("feature.not_found");
      req.audit = { details: { title: row.titleEn, hidden: row.hidden } };
      return { data: adminFeatureWire(row) };
    },
  );

  app.put(
    "/api/v1/admin/features-order",
    {
      preHandler: admin,
      config: { audit: "features.order" },
      schema: {
        tags: ["admin"],
        summary: "Puts the cards in this order (ids not named keep their order after them)",
        body: featureOrderSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      if (!(await community.orderFeatures(req.body.ids))) throw new AppError("feature.not_found");
      req.audit = { details: { ids: req.body.ids } };
      return { ok: true as const };
    },
  );

  app.post(
    "/api/v1/leads",
    {
      config: { rateLimit: rules.leads.rateLimit },
      bodyLimit: rules.leads.bodyLimitBytes,
      schema: {
        tags: ["community"],
        summary: "An advertiser asks to publish an ad; few per address (rules.leads)",
        body: leadBodySchema,
        response: { 201: z.object({ data: z.object({ id: str() }) }) },
      },
    },
    async (req, reply) => {
      const row = await community.createLead(req.body.lead);
      return reply.code(201).send({ data: { id: row.id } });
    },
  );

  app.get(
    "/api/v1/admin/leads",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Advertisers' requests, newest first, optionally one status",
        querystring: leadQuerySchema,
        response: { 200: leadListSchema },
      },
    },
    async (req) => {
      const rows = await community.listLeads(req.query);
      return {
        data: rows.slice(0, req.query.limit).map(leadWire),
        next: rows.length > req.query.limit ? req.query.offset + req.query.limit : null,
      };
    },
  );

  app.put(
    "/api/v1/admin/leads/:id",
    {
      preHandler: admin,
      config: { audit: "leads.status" },
      schema: {
        tags: ["admin"],
        summary: "Marks a request new, contacted or closed",
        params: idParams,
        body: leadStatusBodySchema,
        response: { 200: dataOf(leadSchema) },
      },
    },
    async (req) => {
      const row = await community.setLeadStatus(req.params.id, req.body.status);
      if (!row) throw new AppError("lead.not_found");
      // The business only: the advertiser's name, phone and email stay out of the log.
      req.audit = { details: { status: row.status, business: row.business } };
      return { data: leadWire(row) };
    },
  );

  app.get(
    "/api/v1/apps",
    {
      schema: {
        tags: ["community"],
        summary:
          "The mobile apps' store links and oldest supported versions; a store not configured is null",
        response: { 200: dataOf(appsSchema) },
      },
    },
    async (_req, reply) => {
      reply.header("Cache-Control", "public, max-age=300");
      const wire = (a: CommunityOptions["apps"]["android"]) =>
        a ? { url: a.url, min_version: a.minVersion } : null;
      return { data: { android: wire(apps.android), ios: wire(apps.ios) } };
    },
  );

  const groupWire = (g: { code: string; nameEn: string; nameGu: string; members: number }) => ({
    code: g.code,
    name_en: g.nameEn,
    name_gu: g.nameGu,
    members: g.members,
  });

  app.get(
    "/api/v1/admin/groups",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Community groups with how many profiles each holds",
        response: { 200: z.object({ data: z.array(groupSchema) }) },
      },
    },
    async () => ({ data: (await community.listGroups()).map(groupWire) }),
  );

  app.post(
    "/api/v1/admin/groups",
    {
      preHandler: admin,
      config: { audit: "groups.create" },
      schema: {
        tags: ["admin"],
        summary: "Adds a community group",
        body: groupInputSchema,
        response: { 201: dataOf(groupSchema) },
      },
    },
    async (req, reply) => {
      const { code, name_en, name_gu } = req.body;
      if (!(await community.createGroup({ code, nameEn: name_en, nameGu: name_gu }))) {
        throw new AppError("group.exists");
      }
      req.audit = { target: code, details: { name: name_en } };
      return reply.code(201).send({ data: { code, name_en, name_gu, members: 0 } });
    },
  );

  app.put(
    "/api/v1/admin/groups/:id",
    {
      preHandler: admin,
      config: { audit: "groups.update" },
      schema: {
        tags: ["admin"],
        summary: "Renames a community group (its code stays)",
        params: idParams,
        body: groupInputSchema.omit({ code: true }),
        response: { 200: okSchema },
      },
    },
    async (req) => {
      const { name_en, name_gu } = req.body;
      if (!(await community.renameGroup(req.params.id, { nameEn: name_en, nameGu: name_gu }))) {
        throw new AppError("group.not_found");
      }
      req.audit = { details: { name: name_en } };
      return { ok: true as const };
    },
  );

  app.get(
    "/api/v1/migrate",
    {
      preHandler: admin,
      config: { audit: "profiles.migrate" },
      schema: {
        tags: ["admin"],
        summary:
          "Moves a profile into a community group (an empty usergroup takes it out of any group)",
        querystring: migrateQuerySchema,
        response: {
          200: dataOf(
            z.object({ pid: str(), usergroup: str().nullable(), from: str().nullable() }),
          ),
        },
      },
    },
    async (req) => {
      const { pid } = req.query;
      const usergroup = req.query.usergroup || null;
      if (usergroup && !(await community.groupExists(usergroup))) {
        throw new AppError("group.not_found");
      }
      const from = await community.moveProfile(pid, usergroup);
      if (from === undefined) throw new AppError("profile.not_found");
      req.audit = { target: pid, details: { from, to: usergroup } };
      return { data: { pid, usergroup, from } };
    },
  );
};
