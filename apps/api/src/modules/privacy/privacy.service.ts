import type { Privacy, PrivacyUpdate } from "@sagpan/contract";
import type { PrivacyRepository } from "./privacy.repository.ts";

export interface PrivacyDeps {
  privacy: PrivacyRepository;
  clock: () => Date;
  /**
   * After a change of who is listed (hidden, paused, visible again) or of who sees the
   * member's photos: every node's list pages and kept match pages, which show both.
   */
  listsChanged: () => void;
  /** After any change of the member's settings: what is kept of them elsewhere (match context). */
  changed?: (userId: string) => void;
}

/**
 * A member's privacy settings. Other modules read them through `of` / `ofMany` (visitors read
 * `browse_privately`, the photo policy reads `photos`), never the table itself.
 */
export function createPrivacyService(deps: PrivacyDeps) {
  const { privacy, clock } = deps;
  return {
    /** The member's settings; the defaults when they never saved any. */
    of: (userId: string): Promise<Privacy> => privacy.of(userId),

    /** Several members' settings at once, for lists. */
    ofMany: (userIds: string[]): Promise<Map<string, Privacy>> => privacy.ofMany(userIds),

    async update(userId: string, changes: PrivacyUpdate): Promise<Privacy> {
      const shown = changes.profile !== undefined || changes.photos !== undefined;
      const before = shown ? await privacy.of(userId) : null;
      const saved = await privacy.update(userId, changes, clock());
      if (before && (before.profile !== saved.profile || before.photos !== saved.photos)) {
        deps.listsChanged();
      }
      deps.changed?.(userId);
      return saved;
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
