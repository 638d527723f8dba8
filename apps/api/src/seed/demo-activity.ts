import type { profileVisits } from "../db/schema.ts";
import { indiaDateOf } from "../modules/visitors/visitors.service.ts";
import type { SeedMember } from "./member-factory.ts";
import { createRng } from "./random.ts";

const HOUR = 3_600_000;

/** Demo accounts whose /visitors shows something on a fresh demo (one Free, one paid). */
const visited = ["free@demo.sagpan.in", "belief@demo.sagpan.in"];

/**
 * A few community members of the other gender viewed the Free and Belief demo accounts over
 * the last days (one visit a viewer and day, as the API records them): /visitors shows
 * something at once.
 */
export function makeDemoActivity(demo: SeedMember[], community: SeedMember[], now: Date) {
  const visits: (typeof profileVisits.$inferInsert)[] = [];
  for (const email of visited) {
    const owner = demo.find((m) => m.user.email === email);
    if (!owner) continue;
    const rng = createRng(`visits-${email}`);
    const others = community.filter((m) => m.profile.gender !== owner.profile.gender);
    const viewers = new Set<SeedMember>();
    while (viewers.size < Math.min(7, others.length)) viewers.add(rng.pick(others));
    for (const viewer of viewers) {
      const at = new Date(now.getTime() - rng.int(1, 9 * 24) * HOUR);
      visits.push({
        profileId: owner.user.id as string,
        viewerId: viewer.user.id as string,
        day: indiaDateOf(at),
        at,
      });
    }
  }
  return { visits };
}
