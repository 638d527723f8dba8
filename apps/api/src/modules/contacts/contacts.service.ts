import type { Contact, ContactInput, ContactsHiddenReason } from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import type { ProfilesService } from "../profiles/profiles.service.ts";
import type { ContactsRepository } from "./contacts.repository.ts";

export interface ContactsDeps {
  contacts: ContactsRepository;
  profiles: Pick<ProfilesService, "access" | "refreshScore">;
}

/** The spec's text for Free viewers (section 6), under the usual 402 code. */
export const CONTACTS_HIDDEN_MESSAGE = "Contact details are hidden. Upgrade your plan to view.";

const refusals: Record<ContactsHiddenReason, () => AppError> = {
  plan: () => new AppError("plan.upgrade_required", undefined, CONTACTS_HIDDEN_MESSAGE),
  viewer_not_verified: () => new AppError("contacts.viewer_not_verified"),
  target_not_verified: () => new AppError("contacts.target_not_verified"),
  not_connected: () => new AppError("contacts.not_connected"),
};

export function createContactsService({ contacts, profiles }: ContactsDeps) {
  return {
    mine: (userId: string) => contacts.listFor(userId),

    /** Replaces the member's list; contacts are worth points, so the score follows. */
    async save(userId: string, rows: ContactInput[]): Promise<Contact[]> {
      await contacts.replace(userId, rows);
      await profiles.refreshScore(userId);
      return contacts.listFor(userId);
    },

    /**
     * Another profile's contacts under the plan rules, each refusal with its own code: Free
     * viewers 402, viewers without a verified ID 403, Belief viewers of a profile without a
     * verified ID 423.
     */
    async forProfile(viewerId: string, profileId: string): Promise<Contact[]> {
      if (profileId === viewerId) return contacts.listFor(viewerId);
      const { contactsHidden } = await profiles.access(viewerId, profileId);
      if (contactsHidden === null) return contacts.listFor(profileId);
      throw refusals[contactsHidden]();
    },
  };
}
export type ContactsService = ReturnType<typeof createContactsService>;
