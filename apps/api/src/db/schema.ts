export * from "../modules/accounts/accounts.table.ts";
export * from "../modules/blogs/blogs.table.ts";
export * from "../modules/mail/outbox.table.ts";
export * from "../modules/plans/subscriptions.table.ts";
export * from "../modules/profiles/profiles.table.ts";
export * from "../modules/ab/ab.table.ts";
export * from "../modules/analytics/analytics.table.ts";
