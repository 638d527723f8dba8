import { AppError } from "../../lib/errors.ts";
import type { ProfilesService } from "../profiles/profiles.service.ts";
import type { BookmarksRepository } from "./bookmarks.repository.ts";

export function createBookmarksService(deps: {
  bookmarks: BookmarksRepository;
  profiles: ProfilesService;
}) {
  const toWire = (row: { id: string; to: string; createdAt: Date }) => ({
    id: row.id,
    to: row.to,
    created_at: row.createdAt.toISOString(),
  });
  return {
    async create(userId: string, to: string) {
      if (to === userId) throw new AppError("bookmark.self");
      await deps.profiles.assertVisible(userId, to);
      const row = await deps.bookmarks.create(userId, to);
      const cards = await deps.profiles.cardsFor(userId, [to]);
      return { ...toWire(row), profile: cards.get(to) ?? null };
    },

    /** Saved profiles that have since been deleted, suspended or blocked are left out. */
    async list(userId: string) {
      const rows = await deps.bookmarks.list(userId);
      const cards = await deps.profiles.cardsFor(
        userId,
        rows.map((r) => r.to),
      );
      return rows
        .filter((r) => cards.has(r.to))
        .map((r) => ({ ...toWire(r), profile: cards.get(r.to) ?? null }));
    },

    async delete(userId: string, id: string) {
      if (!(await deps.bookmarks.delete(userId, id))) throw new AppError("bookmark.not_found");
    },
  };
}
export type BookmarksService = ReturnType<typeof createBookmarksService>;
