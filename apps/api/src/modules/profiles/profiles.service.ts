import { canSeeAllBadges, canSeeIdentityBadge, type ProfileCard, type ProfileListQuery } from "@sagpan/contract";
import { ageOn } from "../accounts/accounts.service.ts";
import type { PlansRepository } from "../plans/plans.repository.ts";
import type { ProfilesRepository } from "./profiles.repository.ts";

export function createProfilesService(deps: {
  profiles: ProfilesRepository;
  plans: PlansRepository;
  clock: () => Date;
}) {
  return {
    /** Members see the other gender by default; badges follow the viewer's plan. */
    async list(viewerId: string, query: ProfileListQuery): Promise<{ data: ProfileCard[]; next: number | null }> {
      const [own, plan] = await Promise.all([
        deps.profiles.genderOf(viewerId),
        deps.plans.current(viewerId, deps.clock()),
      ]);
      const gender = query.gender ?? (own === "female" ? "male" : "female");
      const rows = await deps.profiles.list({ viewerId, gender, limit: query.limit, offset: query.offset });
      const page = rows.slice(0, query.limit);
      const today = deps.clock();
      const idBadge = canSeeIdentityBadge(plan.plan);
      const allBadges = canSeeAllBadges(plan.plan);
      return {
        data: page.map((p) => ({
          id: p.id,
          name: p.name,
          lastName: p.lastName,
          gender: p.gender,
          age: ageOn(p.birthdate, today),
          height: p.height,
          current_city: p.currentCity,
          education: p.education,
          occupation: p.occupation,
          primary_profile_pic: null,
          avatar_url: p.avatarUrl,
          badges: {
            id: idBadge && p.idVerified,
            job: allBadges && p.jobVerified,
            income: allBadges && p.incomeVerified,
            property: allBadges && p.propertyVerified,
          },
        })),
        next: rows.length > query.limit ? query.offset + query.limit : null,
      };
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
