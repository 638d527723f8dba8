import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createVisitorsRepository } from "./visitors.repository.ts";
import { createVisitorsService } from "./visitors.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Browsing privately, with the flag as the privacy settings give it (here a set of members):
 * the service on the test app's real database.
 */
function serviceWith(privately: Set<string>) {
  const warnings: string[] = [];
  const visitors = createVisitorsService({
    visitors: createVisitorsRepository({ db: t.database.db }),
    profiles: { cardsFor: async (_viewer, ids) => new Map(ids.map((id) => [id, { id } as never])) },
    browsesPrivately: async (userId) => privately.has(userId),
    clock: () => t.clock.now,
    log: { warn: (_o: unknown, msg: string) => warnings.push(msg) } as never,
  });
  return { visitors, warnings };
}

describe("browsing privately", () => {
  it("leaves no visit, and shows no list of one's own visitors (but how many and when)", async () => {
    const she = await createMember(t.app);
    const hidden = await createMember(t.app, { body: { gender: "male" } });
    const open = await createMember(t.app, { body: { gender: "male" } });
    const { visitors } = serviceWith(new Set([hidden.userId, she.userId]));
    visitors.recordLater(hidden.userId, she.userId);
    visitors.recordLater(open.userId, she.userId);
    visitors.recordLater(open.userId, hidden.userId);
    await visitors.settled();
    const count = await visitors.count(she.userId);
    expect(count).toMatchObject({ total: 1, new: 1, browsing_privately: true });
    await expect(
      visitors.list({ id: she.userId, plan: "Trust" }, { limit: 20, offset: 0 }),
    ).rejects.toMatchObject({
      code: "visitors.browsing_privately",
    });
    // The member who browses privately is still visited by others, and may see them after.
    const after = serviceWith(new Set());
    const list = await after.visitors.list(
      { id: hidden.userId, plan: "Belief" },
      { limit: 20, offset: 0 },
    );
    expect(list.data.map((v) => v.profile.id)).toEqual([open.userId]);
  });

  it("logs a failed write without the members' ids and never fails the caller", async () => {
    const { visitors, warnings } = serviceWith(new Set());
    visitors.recordLater("no-such-member", "nor-this-one");
    await visitors.settled();
    expect(warnings).toEqual(["visit not recorded"]);
  });
});
