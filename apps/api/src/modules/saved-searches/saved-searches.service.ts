import {
  type CreateSavedSearchBody,
  type NotificationDataByKind,
  type SavedSearch,
  savedSearchLimit,
  savedSearchQuerySchema,
  savedSearchQueryText,
} from "@sagpan/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Member } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import type { SavedSearchesRepository, SavedSearchRow } from "./saved-searches.repository.ts";

/** How many of a search's newest matches each run of the job looks at. */
const LOOK_AT = 50;

const toWire = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  created_at: row.createdAt.toISOString(),
});

export function createSavedSearchesService(deps: {
  searches: SavedSearchesRepository;
  /** The profile list as the member would see it (profiles service). */
  list: (
    viewer: Member,
    query: ReturnType<typeof savedSearchQuerySchema.parse> & { limit: number; offset: number },
  ) => Promise<{ data: { id: string }[] }>;
  /** The member as a token check finds them, or null when gone or suspended. */
  memberOf: (userId: string) => Promise<Member | null>;
  notify: (event: {
    kind: "saved_search_matches";
    to: string;
    actor: null;
    data: NotificationDataByKind["saved_search_matches"];
  }) => Promise<void>;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { searches, clock } = deps;

  /** Newly matching profiles of one search; the first look only takes note of what matches. */
  async function checkOne(row: SavedSearchRow) {
    const member = await deps.memberOf(row.userId);
    if (!member) return;
    const parsed = savedSearchQuerySchema.safeParse(row.query);
    if (!parsed.success) return;
    const now = clock();
    const found = await deps.list(member, {
      ...parsed.data,
      sort: "recent",
      limit: LOOK_AT,
      offset: 0,
    });
    const fresh = await searches.announce(
      row.id,
      found.data.map((card) => card.id),
      now,
    );
    await searches.checked(row.id, now);
    if (row.checkedAt === null || fresh.length === 0) return;
    await deps.notify({
      kind: "saved_search_matches",
      to: row.userId,
      actor: null,
      data: { count: fresh.length, search_id: row.id },
    });
  }

  return {
    async list(userId: string) {
      return (await searches.list(userId)).map(toWire);
    },

    async create(userId: string, input: CreateSavedSearchBody["saved_search"]) {
      const query = savedSearchQueryText(input.query);
      // The list's own schema: a saved search never holds what the list would refuse.
      const parsed = savedSearchQuerySchema.safeParse(query);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.length ? `query.${issue.path.join(".")}` : "query";
        throw new AppError("request.invalid", { [field]: issue?.message ?? "" });
      }
      const row = await searches.createWithin(savedSearchLimit, {
        userId,
        name: input.name,
        query,
        now: clock(),
      });
      if (!row) throw new AppError("saved_search.too_many");
      return toWire(row);
    },

    async delete(userId: string, id: string) {
      if (!(await searches.delete(userId, id))) throw new AppError("saved_search.not_found");
    },

    /** The job: every search in turn; one failing is logged and the others still run. */
    async announceNewMatches() {
      for (const row of await searches.all()) {
        try {
          await checkOne(row);
        } catch (err) {
          const code = (err as { code?: unknown } | null)?.code;
          deps.log.warn(
            { code: typeof code === "string" ? code : "unknown" },
            "saved search not checked",
          );
        }
      }
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
