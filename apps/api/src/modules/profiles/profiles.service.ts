import type { ManagerRelation, profileReplySchema } from "@sagpan/contract";
import {
  type Completion,
  type Contact,
  canSeeAllBadges,
  canSeeIdentityBadge,
  type DocType,
  type Gender,
  type Match,
  memberNoText,
  type PlanName,
  type Profile,
  type ProfileCard,
  type ProfileListQuery,
  type ProfileUpdate,
  type PublicProfile,
} from "@sagpan/contract";
import { type Convention, matchProfiles } from "@sagpan/gun-milan";
import type { z } from "zod";
import type { Member } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import { ageOn, assertMarriageableAge } from "../accounts/accounts.service.ts";
import type { RelationsLookup } from "../connections/relations-lookup.ts";
import type { PlansRepository } from "../plans/plans.repository.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { chartColumns, gunByPosition, quickGun } from "./astro.ts";
import { contactsHiddenReason } from "./contact-visibility.ts";
import { columnsFromFields, fieldsFromRow } from "./profile-fields.ts";
import type { Pic, ProfileMedia, Viewer } from "./profile-media.ts";
import {
  missingEssentials,
  missingFields,
  profileCompletion,
  profileScore,
} from "./profile-score.ts";
import type { CardRow, ProfileRow, ProfilesRepository } from "./profiles.repository.ts";

type ProfileReply = z.infer<typeof profileReplySchema>;

/** A member without a profile row (never expected) scores nothing rather than failing. */
const chartOf = (m: Member) => ({
  gender: m.gender ?? "male",
  nakshatra: m.nakshatra,
  pada: m.pada,
  moonRashi: m.moonRashi,
  moonDegree: m.moonDegree,
});

export interface ProfilesDeps {
  /** Sign-in with Google is set up (GOOGLE_CLIENT_ID): the score event tells the app. */
  showGoogleButton?: boolean;
  profiles: ProfilesRepository;
  plans: PlansRepository;
  media: ProfileMedia;
  events: Pick<Realtime, "toUser">;
  clock: () => Date;
  /** Whose tables score Gun Milan (GUN_MILAN_CONVENTION); Sagpan's reference tables by default. */
  gunConvention?: Convention;
  /** Relatives' contacts (contacts module): listed in the reply when the plan rules allow. */
  contacts: {
    listFor(profileId: string): Promise<Contact[]>;
    hasAny(profileId: string): Promise<boolean>;
  };
  /** Document types uploaded for verification (documents module), for the completion flags. */
  documents: { uploadedTypes(profileId: string): Promise<ReadonlySet<DocType>> };
  /** The relations of a profile's active managers (managers module): "Managed by". */
  managedBy?: (profileId: string) => Promise<ManagerRelation[]>;
  /** Interests, chat requests and blocks between viewer and profile, for the reply's flags. */
  relations: RelationsLookup;
  /** "How you match" of the pair (matchmaking module), for another member's profile. */
  matchWith?: (viewerId: string, profileId: string) => Promise<Match | null>;
  /** The pair's privacy (privacy module): the reply's flags, and contacts kept for connections. */
  privacy?: {
    flagsFor(viewerId: string, profileId: string): Promise<PrivacyFlags>;
    contactsNeedConnection(viewerId: string, profileId: string): Promise<boolean>;
  };
}

type PrivacyFlags = Required<
  Pick<
    ProfileReply["flags"],
    "photos_locked" | "photo_request" | "can_contact" | "contact_rule" | "paused"
  >
>;

export function createProfilesService(deps: ProfilesDeps) {
  const { profiles, plans, media, clock } = deps;
  const convention = deps.gunConvention ?? "sagpan";

  const badgesFor = (
    row: Pick<ProfileRow, "idVerified" | "jobVerified" | "incomeVerified" | "propertyVerified">,
    plan: PlanName | "self",
  ) => {
    const id = plan === "self" || canSeeIdentityBadge(plan);
    const all = plan === "self" || canSeeAllBadges(plan);
    return {
      id: id && row.idVerified,
      job: all && row.jobVerified,
      income: all && row.incomeVerified,
      property: all && row.propertyVerified,
    };
  };

  // "Added" means a document of that type is under review or approved, not yet verified.
  const completionOf = async (row: ProfileRow): Promise<Completion> => {
    const [video, uploaded] = await Promise.all([
      // Only whether there is one: the URL (made for the owner) is not handed out.
      media.videoUrl(row.id, { memberId: row.id }),
      deps.documents.uploadedTypes(row.id),
    ]);
    return {
      video_intro: video !== null,
      personal_verification_added: uploaded.has("GovID"),
      job_verification_added: uploaded.has("JobID"),
      salary_verification_added: uploaded.has("SalaryID"),
      property_verification_added: uploaded.has("PropertyDoc"),
    };
  };

  async function toProfile(
    row: ProfileRow,
    viewer: Viewer,
    plan: PlanName | "self",
  ): Promise<Profile> {
    const [pics, video, managedBy] = await Promise.all([
      media.pics(row.id, viewer),
      media.videoUrl(row.id, viewer),
      profiles.managedBy(row.id),
    ]);
    const primary = pics.find((p) => p.id === row.primaryPicId) ?? pics[0] ?? null;
    return {
      ...fieldsFromRow(row),
      id: row.id,
      age: ageOn(row.birthdate, clock()),
      nakshatra: row.nakshatra,
      pada: row.pada,
      moon_rashi: row.moonRashi,
      video_intro: video,
      pics,
      primary_profile_pic: primary
        ? { small: primary.small, medium: primary.medium, blurhash: primary.blurhash }
        : null,
      avatar_url: row.avatarUrl,
      contact: [],
      badges: badgesFor(row, plan),
      score: row.score,
      managed_by: managedBy,
      member_no: memberNoText(row.memberNo),
    };
  }

  /** Gun Milan of the pair, boy first as the tables are directional; null without data. */
  function pointsFor(viewer: ProfileRow, other: ProfileRow): ProfileReply["points"] {
    if (viewer.gender === other.gender) return null;
    const [boy, girl] = viewer.gender === "male" ? [viewer, other] : [other, viewer];
    const {
      boy: _b,
      girl: _g,
      ...result
    } = matchProfiles(fieldsFromRow(boy), fieldsFromRow(girl), convention);
    return {
      ...result.points,
      convention,
      max: result.max,
      band: result.band,
      mangal: result.mangal,
      same_gotra: result.same_gotra,
      warnings: result.warnings,
    };
  }

  async function live(id: string): Promise<ProfileRow> {
    const row = await profiles.findLive(id);
    if (!row) throw new AppError("profile.not_found");
    return row;
  }

  /**
   * Recomputes the score from the profile, its media and contacts; tells the member when it
   * moved, or always with `notify` (a new badge must reach the member even at 100).
   */
  async function refreshScore(userId: string, opts: { notify?: boolean } = {}): Promise<number> {
    const row = await live(userId);
    const [pics, video, hasContacts] = await Promise.all([
      media.pics(userId, { memberId: userId }),
      media.videoUrl(userId, { memberId: userId }),
      deps.contacts.hasAny(userId),
    ]);
    const score = profileScore({
      fields: fieldsFromRow(row),
      hasPhoto: pics.length > 0,
      hasVideo: video !== null,
      hasContacts,
      idVerified: row.idVerified,
      jobVerified: row.jobVerified,
      incomeVerified: row.incomeVerified,
      propertyVerified: row.propertyVerified,
    });
    if (score !== row.score) await profiles.setScore(userId, score);
    if (score !== row.score || opts.notify) {
      deps.events.toUser(userId, "score", {
        score,
        personal_verification_verified: row.idVerified,
        job_verification_verified: row.jobVerified,
        salary_details_verified: row.incomeVerified,
        property_details_verified: row.propertyVerified,
        show_google_btn: deps.showGoogleButton ?? false,
      });
    }
    return score;
  }

  /**
   * A card as the viewer's plan shows it, with the primary photo the pictures service made
   * (through the photo policy) or none.
   */
  function cardOf(
    p: CardRow,
    plan: PlanName,
    viewerRow: Parameters<typeof quickGun>[0] | null,
    pic: Pic | null,
    today: Date,
  ): ProfileCard {
    return {
      id: p.id,
      name: p.name,
      lastName: p.lastName,
      gender: p.gender,
      age: ageOn(p.birthdate, today),
      height: p.height,
      current_city: p.currentCity,
      education: p.education,
      occupation: p.occupation,
      primary_profile_pic: pic,
      avatar_url: p.avatarUrl,
      badges: badgesFor(p, plan),
      gun: viewerRow ? quickGun(viewerRow, p, convention) : null,
    };
  }

  async function toCards(
    rows: CardRow[],
    viewer: Viewer,
    plan: PlanName,
    viewerRow: Parameters<typeof quickGun>[0] | null = null,
  ): Promise<ProfileCard[]> {
    // Only profiles with a photo need the photo lookup; the rest show their avatar.
    const withPhoto = rows.filter((r) => r.primaryPicId !== null).map((r) => r.id);
    const pics = withPhoto.length > 0 ? await media.primaryPics(withPhoto, viewer) : new Map();
    const today = clock();
    return rows.map((p) => cardOf(p, plan, viewerRow, pics.get(p.id) ?? null, today));
  }

  /** The list query's options for this viewer: the other gender unless one is asked. */
  function listOptions(viewer: Member, query: ProfileListQuery) {
    const gender = query.gender ?? (viewer.gender === "female" ? "male" : "female");
    // Only a Gun Milan filter or sort needs the viewer's table of scores.
    const byGun = query.sort === "gun" || query.min_gun !== undefined;
    return {
      viewerId: viewer.id,
      gender,
      viewerGotra: viewer.gotra,
      gunTable: byGun ? gunByPosition(chartOf(viewer), convention) : null,
      query,
      today: clock(),
      shareable:
        !viewer.hasBlocks &&
        viewer.gender !== null &&
        gender !== viewer.gender &&
        !query.saved &&
        !(query.exclude_same_gotra && viewer.gotra),
    };
  }

  return {
    refreshScore,
    /** One card from a row another module read (match lists): no statement of its own. */
    cardOf,

    /** Cards for the given live, unblocked profiles, in the order given (for other lists). */
    async cardsFor(viewerId: string, ids: string[]): Promise<Map<string, ProfileCard>> {
      const [plan, viewer] = await Promise.all([
        plans.current(viewerId, clock()),
        profiles.findLive(viewerId),
      ]);
      const rows = await profiles.findManyVisible(viewerId, ids);
      const cards = await toCards(rows, { memberId: viewerId }, plan.plan, viewer);
      return new Map(cards.map((c) => [c.id, c]));
    },

    /**
     * What the plan rules allow the viewer of another profile (contacts, biodata): the viewer's
     * plan and both ID badges. Throws profile.not_found for an unknown or blocked profile.
     */
    async access(viewerId: string, id: string) {
      const [row, viewerRow, plan, needsConnection] = await Promise.all([
        profiles.findListed(id, { id: viewerId }),
        live(viewerId),
        plans.current(viewerId, clock()),
        deps.privacy?.contactsNeedConnection(viewerId, id) ?? false,
      ]);
      if (!row || (await profiles.isBlockedBetween(viewerId, id)))
        throw new AppError("profile.not_found");
      const viewer = { plan: plan.plan, idVerified: viewerRow.idVerified };
      return {
        plan: plan.plan,
        name: row.name,
        lastName: row.lastName,
        targetIdVerified: row.idVerified,
        contactsHidden:
          contactsHiddenReason(viewer, { idVerified: row.idVerified }) ??
          (needsConnection ? ("not_connected" as const) : null),
      };
    },

    /**
     * The profile view's answer for what hangs off a profile (its photo): profile.not_found
     * unless it is listed and, for a member, its owner has not blocked them.
     */
    async assertViewable(viewerId: string | null, id: string): Promise<void> {
      const [row, blockedMe] = await Promise.all([
        profiles.findListed(id, { id: viewerId }),
        viewerId ? profiles.hasBlocked(id, viewerId) : false,
      ]);
      if (!row || blockedMe) throw new AppError("profile.not_found");
    },

    /** The profile is live, open to the viewer, and not blocked with them either way. */
    async visibleTo(viewerId: string, id: string): Promise<boolean> {
      const row = await profiles.findListed(id, { id: viewerId });
      return row !== undefined && row !== null && !(await profiles.isBlockedBetween(viewerId, id));
    },

    /** Throws profile.not_found unless visibleTo. */
    async assertVisible(viewerId: string, id: string): Promise<void> {
      if (!(await this.visibleTo(viewerId, id))) throw new AppError("profile.not_found");
    },

    async get(viewerId: string, id: string): Promise<ProfileReply> {
      if (id === viewerId) return this.mine(viewerId);
      const [row, viewerRow, plan, relations, privacyFlags, needsConnection] = await Promise.all([
        profiles.findListed(id, { id: viewerId }),
        live(viewerId),
        plans.current(viewerId, clock()),
        deps.relations.between(viewerId, id),
        deps.privacy?.flagsFor(viewerId, id) ?? null,
        deps.privacy?.contactsNeedConnection(viewerId, id) ?? false,
      ]);
      // Blocked by them: the same 404 as a profile that does not exist. Blocked by me: shown
      // with is_blocked, so that I can unblock.
      if (!row || relations.blockedMe) throw new AppError("profile.not_found");
      const contactsHidden =
        contactsHiddenReason(
          { plan: plan.plan, idVerified: viewerRow.idVerified },
          { idVerified: row.idVerified },
        ) ?? (needsConnection ? ("not_connected" as const) : null);
      const [data, completion, bookmarked, contact, match, managedBy] = await Promise.all([
        toProfile(row, { memberId: viewerId }, plan.plan),
        completionOf(row),
        profiles.bookmarkedIds(viewerId, [id]),
        // A profile I blocked stays viewable (to unblock it) but shows no contacts.
        contactsHidden === null && !relations.iBlocked ? deps.contacts.listFor(id) : [],
        deps.matchWith ? deps.matchWith(viewerId, id) : null,
        deps.managedBy?.(id) ?? [],
      ]);
      return {
        data: { ...data, contact },
        completion,
        flags: {
          is_bookmarked: bookmarked.has(id),
          is_chat_requested: relations.chatRequested,
          i_am_interested: relations.iAmInterested,
          profile_interested: relations.theyAreInterested,
          is_blocked: relations.iBlocked,
          contacts_hidden: contactsHidden,
          // A member I blocked cannot be chatted with until I unblock them.
          can_chat: relations.canChat && !relations.iBlocked,
          matched: relations.matched,
          chat_request: relations.chatRequest && {
            id: relations.chatRequest.id,
            from_me: relations.chatRequest.fromMe,
            status: relations.chatRequest.status,
          },
          interest_received: relations.interestReceived,
          ...(privacyFlags && {
            ...privacyFlags,
            // The lock stands in for photos only where there are some.
            photos_locked: privacyFlags.photos_locked && row.primaryPicId !== null,
          }),
        },
        points: pointsFor(viewerRow, row),
        match,
        manager_relations: managedBy,
      };
    },

    async mine(userId: string): Promise<ProfileReply> {
      const row = await live(userId);
      const [data, completion, contact, managedBy] = await Promise.all([
        toProfile(row, { memberId: userId }, "self"),
        completionOf(row),
        deps.contacts.listFor(userId),
        deps.managedBy?.(userId) ?? [],
      ]);
      return {
        data: { ...data, contact },
        completion,
        flags: {
          is_bookmarked: false,
          is_chat_requested: false,
          i_am_interested: false,
          profile_interested: false,
          is_blocked: false,
          contacts_hidden: null,
          can_chat: false,
          matched: false,
          chat_request: null,
          interest_received: null,
        },
        points: null,
        manager_relations: managedBy,
      };
    },

    /**
     * The profile of an account made without one (the original system's two-step sign-up,
     * src/compat): the essentials under the sign-up's age rule, then the rest as an edit.
     */
    async create(
      userId: string,
      essentials: { name: string; lastName: string; gender: Gender; birthdate: string },
      rest: ProfileUpdate,
    ): Promise<ProfileReply> {
      assertMarriageableAge(essentials.birthdate, essentials.gender, clock());
      if (!(await profiles.insert({ id: userId, ...essentials }))) {
        throw new AppError("profile.exists");
      }
      return this.update(userId, userId, rest);
    },

    /** Only the owner edits a profile; the sign-up age rule still holds for a new birthdate. */
    async update(viewerId: string, id: string, changes: ProfileUpdate): Promise<ProfileReply> {
      if (id !== viewerId) throw new AppError("auth.forbidden");
      const row = await live(id);
      const gender = changes.gender ?? row.gender;
      const birthdate = changes.birthdate ?? row.birthdate;
      assertMarriageableAge(birthdate, gender, clock());
      const merged = { ...fieldsFromRow(row), ...changes };
      await profiles.update(id, { ...columnsFromFields(changes), ...chartColumns(merged) });
      await refreshScore(id);
      return this.mine(id);
    },

    async completion(userId: string) {
      const row = await live(userId);
      const fields = fieldsFromRow(row);
      const pics = await media.pics(userId, { memberId: userId });
      return {
        ...profileCompletion(fields, pics.length > 0),
        remaining_personal: missingFields(fields, "personal"),
        missing_essentials: missingEssentials(fields),
      };
    },

    async completionFlags(userId: string): Promise<Completion> {
      return completionOf(await live(userId));
    },

    /**
     * Members see the other gender by default; badges follow the viewer's plan. The viewer's
     * gender, gotra, Moon and plan come with the token check (lib/auth): one query for the page.
     */
    async list(viewer: Member, query: ProfileListQuery) {
      const chart = chartOf(viewer);
      const rows = await profiles.list(listOptions(viewer, query));
      const page = rows.slice(0, query.limit);
      return {
        data: await toCards(page, { memberId: viewer.id }, viewer.plan, chart),
        next: rows.length > query.limit ? query.offset + query.limit : null,
      };
    },

    /** How many profiles the list's filters match (the original system's clients page by it). */
    listTotal: (viewer: Member, query: ProfileListQuery) =>
      profiles.count(listOptions(viewer, query)),

    publicTotal: (gender: "male" | "female" | null) => profiles.countPublic(gender),

    async publicView(id: string): Promise<PublicProfile> {
      const row = await profiles.findListed(id, { id: null });
      if (!row) throw new AppError("profile.not_found");
      const [card] = await toCards([row], "visitor", "Free");
      return toPublic(card!);
    },

    async publicList(gender: "male" | "female" | null, limit: number, offset: number) {
      const rows = await profiles.listPublic({ gender, limit, offset });
      const cards = await toCards(rows.slice(0, limit), "visitor", "Free");
      return { data: cards.map(toPublic), next: rows.length > limit ? offset + limit : null };
    },

    async recordView(viewerId: string | null, to: string, context: string) {
      await live(to);
      if (viewerId === to) return;
      if (viewerId && (await profiles.isBlockedBetween(viewerId, to)))
        throw new AppError("profile.not_found");
      await profiles.recordView(viewerId, to, context);
    },
  };
}

const toPublic = (card: ProfileCard): PublicProfile => ({
  id: card.id,
  name: card.name,
  gender: card.gender,
  age: card.age,
  current_city: card.current_city,
  education: card.education,
  occupation: card.occupation,
  primary_profile_pic: card.primary_profile_pic,
  avatar_url: card.avatar_url,
});

export type ProfilesService = ReturnType<typeof createProfilesService>;
