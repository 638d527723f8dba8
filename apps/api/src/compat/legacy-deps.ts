import type { AccountsService } from "../modules/accounts/accounts.service.ts";
import type { PaymentsService } from "../modules/payments/payments.service.ts";
import type { ProfilesService } from "../modules/profiles/profiles.service.ts";
import type { LegacyRepository } from "./legacy.repository.ts";

/** What the compatibility profile reads and calls: Sagpan's own services, and its lookups. */
export interface LegacyDeps {
  accounts: Pick<AccountsService, "signUpAccountOnly" | "emailKnown">;
  profiles: Pick<
    ProfilesService,
    "listTotal" | "publicTotal" | "completionFlags" | "mine" | "create"
  >;
  payments: Pick<PaymentsService, "subscription">;
  legacy: LegacyRepository;
  clock: () => Date;
}
