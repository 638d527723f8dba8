import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The /featured showcase's cards, both languages in one row; admins edit, order and hide them. */
export const features = pgTable("features", {
  id: text("id").primaryKey(),
  icon: text("icon").notNull(),
  titleEn: text("title_en").notNull(),
  titleGu: text("title_gu").notNull(),
  bodyEn: text("body_en").notNull(),
  bodyGu: text("body_gu").notNull(),
  position: integer("position").notNull().default(0),
  hidden: boolean("hidden").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Advertisers asking to publish an ad (the lead form); admins follow them up. */
export const leads = pgTable(
  "leads",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    business: text("business").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["new", "contacted", "closed"] })
      .notNull()
      .default("new"),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.status, t.createdAt)],
);

/** Community groups (a samaj, a region) defined by admins; profiles.usergroup holds the code. */
export const communityGroups = pgTable("community_groups", {
  code: text("code").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameGu: text("name_gu").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
