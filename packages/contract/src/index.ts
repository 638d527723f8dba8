export * from "./accounts.ts";
export * from "./common.ts";
export * from "./errors.ts";
export * from "./events.ts";
export * from "./legal.ts";
export * from "./misc.ts";
export * from "./plans.ts";
export * from "./profiles.ts";
