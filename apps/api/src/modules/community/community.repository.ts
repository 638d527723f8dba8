import type { FeatureInput, LeadInput, LeadStatus } from "@sagpan/contract";
import { asc, count, desc, eq, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { communityGroups, features, leads } from "./community.table.ts";
import { defaultFeatures } from "./default-features.ts";

export type FeatureRow = typeof features.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;

const featureValues = (input: FeatureInput) => ({
  icon: input.icon,
  titleEn: input.title_en,
  titleGu: input.title_gu,
  bodyEn: input.body_en,
  bodyGu: input.body_gu,
  hidden: input.hidden,
});

export function createCommunityRepository({
  db,
  profileMoved = () => {},
}: {
  db: Db;
  /** A profile changed group: its cached pages and list entries are stale. */
  profileMoved?: (profileId: string) => void;
}) {
  return {
    /** Writes the default cards that are missing (fixed ids: an admin's edits are kept). */
    async seedDefaultFeatures() {
      await db
        .insert(features)
        .values(defaultFeatures.map((f, i) => ({ ...f, position: i })))
        .onConflictDoNothing();
    },

    async listFeatures({ withHidden }: { withHidden: boolean }): Promise<FeatureRow[]> {
      return db
        .select()
        .from(features)
        .where(withHidden ? undefined : eq(features.hidden, false))
        .orderBy(asc(features.position), asc(features.id));
    },

    async createFeature(input: FeatureInput): Promise<FeatureRow> {
      const [last] = await db.select({ p: max(features.position) }).from(features);
      const [row] = await db
        .insert(features)
        .values({ id: uuidv7(), ...featureValues(input), position: (last?.p ?? -1) + 1 })
        .returning();
      return row!;
    },

    async updateFeature(id: string, input: FeatureInput): Promise<FeatureRow | null> {
      const [row] = await db
        .update(features)
        .set({ ...featureValues(input), updatedAt: new Date() })
        .where(eq(features.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Puts the named cards first, in the order given; the others keep their order after them.
     * Answers false when an id is unknown (nothing is changed then).
     */
    async orderFeatures(ids: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: features.id })
          .from(features)
          .orderBy(asc(features.position), asc(features.id));
        const known = new Set(rows.map((r) => r.id));
        const unique = [...new Set(ids)];
        if (unique.some((id) => !known.has(id))) return false;
        const rest = rows.map((r) => r.id).filter((id) => !unique.includes(id));
        const order = [...unique, ...rest];
        for (const [position, id] of order.entries()) {
          await tx.update(features).set({ position }).where(eq(features.id, id));
        }
        return true;
      });
    },

    async createLead(input: LeadInput): Promise<LeadRow> {
      const now = new Date();
      const [row] = await db
        .insert(leads)
        .values({
          id: uuidv7(),
          name: input.name,
          business: input.business,
          phone: input.phone,
          email: input.email,
          message: input.message,
          consentAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    },

    async listLeads(q: { status?: LeadStatus; limit: number; offset: number }) {
      return db
        .select()
        .from(leads)
        .where(q.status ? eq(leads.status, q.status) : undefined)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(q.limit + 1)
        .offset(q.offset);
    },

    async setLeadStatus(id: string, status: LeadStatus): Promise<LeadRow | null> {
      const [row] = await db
        .update(leads)
        .set({ status, updatedAt: new Date() })
        .where(eq(leads.id, id))
        .returning();
      return row ?? null;
    },

    /** Every group with how many profiles it holds. */
    async listGroups() {
      const members = db
        .select({ code: profiles.usergroup, n: count().as("n") })
        .from(profiles)
        .where(sql`${profiles.usergroup} is not null`)
        .groupBy(profiles.usergroup)
        .as("members");
      return db
        .select({
          code: communityGroups.code,
          nameEn: communityGroups.nameEn,
          nameGu: communityGroups.nameGu,
          members: sql<number>`coalesce(${members.n}, 0)::int`,
        })
        .from(communityGroups)
        .leftJoin(members, eq(members.code, communityGroups.code))
        .orderBy(asc(communityGroups.nameEn));
    },

    /** Adds a group; false when its code is taken. */
    async createGroup(g: { code: string; nameEn: string; nameGu: string }): Promise<boolean> {
      const rows = await db
        .insert(communityGroups)
        .values(g)
        .onConflictDoNothing()
        .returning({ code: communityGroups.code });
      return rows.length > 0;
    },

    async renameGroup(code: string, names: { nameEn: string; nameGu: string }) {
      const rows = await db
        .update(communityGroups)
        .set(names)
        .where(eq(communityGroups.code, code))
        .returning({ code: communityGroups.code });
      return rows.length > 0;
    },

    async groupExists(code: string): Promise<boolean> {
      const rows = await db
        .select({ code: communityGroups.code })
        .from(communityGroups)
        .where(eq(communityGroups.code, code));
      return rows.length > 0;
    },

    /**
     * Moves a profile into a group (null: out of any). Answers the group it left, or undefined
     * when there is no such profile.
     */
    async moveProfile(pid: string, usergroup: string | null): Promise<string | null | undefined> {
      const [before] = await db
        .select({ usergroup: profiles.usergroup })
        .from(profiles)
        .where(eq(profiles.id, pid));
      if (!before) return undefined;
      await db
        .update(profiles)
        .set({ usergroup, updatedAt: new Date() })
        .where(eq(profiles.id, pid));
      profileMoved(pid);
      return before.usergroup;
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
