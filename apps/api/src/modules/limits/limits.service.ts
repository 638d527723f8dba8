import {
  type AddressAllowance,
  addressAllowanceHours,
  type LiftAddressBody,
} from "@sagpan/contract";
import { addressOf } from "../../lib/client-keys.ts";
import { AppError } from "../../lib/errors.ts";
import type { SharedCache } from "../../lib/shared-cache.ts";
import type { LimitsRepository } from "./limits.repository.ts";

/** The lifted addresses, each with the end of its lift (ms since the epoch). */
export type LiftedAddresses = Map<string, number>;

const KEY = "lifted";
/** After the database failed to answer, the set last read holds this long before asking again. */
const RETRY_AFTER_FAILURE_MS = 5_000;
/** The longest a call waits for the set to be read; then it goes on with the last one read. */
const READ_WAIT_MS = 250;

/**
 * Addresses an admin lifted the per-address limits for (anonymous calls and sign-ups), each
 * for a day. Every anonymous call asks `lifted`, so the set is kept in a shared cache: a lift or
 * its end clears it here and, through Redis, on every node; the cache's lifetime bounds what a
 * node that missed the message (Redis away) could keep.
 */
export function createLimitsService(deps: {
  repo: LimitsRepository;
  clock: () => Date;
  cache: SharedCache<LiftedAddresses>;
}) {
  const { repo, clock, cache } = deps;
  // The last set read, answered while a new read is slow (the database away or silent).
  let last: LiftedAddresses = new Map();
  let loading: { done: Promise<LiftedAddresses>; since: number } | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;

  async function load(): Promise<LiftedAddresses> {
    const since = cache.version();
    const rows = await repo.active(clock());
    const lifted: LiftedAddresses = new Map(rows.map((r) => [r.address, r.until.getTime()]));
    cache.set(KEY, lifted, clock(), since);
    last = lifted;
    return lifted;
  }

  /**
   * One read at a time however many calls arrive while the cache is empty, and no call held
   * for it more than READ_WAIT_MS: a call is never refused or slowed for want of the database
   * (the faults tests), it is counted as if nothing new were lifted.
   */
  async function liftedNow(): Promise<LiftedAddresses> {
    const kept = cache.get(KEY, clock());
    if (kept) return kept;
    const now = Date.now();
    if (now - failedAt < RETRY_AFTER_FAILURE_MS) return last;
    if (!loading) {
      const done = load().finally(() => {
        loading = null;
      });
      done.catch(() => {
        // The database away: the limits hold as last read until it answers again.
        failedAt = Date.now();
      });
      loading = { done, since: now };
    }
    const waited = now - loading.since;
    if (waited >= READ_WAIT_MS) return last;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<LiftedAddresses>((resolve) => {
      timer = setTimeout(() => resolve(last), READ_WAIT_MS - waited);
    });
    try {
      return await Promise.race([loading.done, late]);
    } catch {
      return last;
    } finally {
      clearTimeout(timer);
    }
  }

  const shape = (
    row: Awaited<ReturnType<LimitsRepository["active"]>>[number],
  ): AddressAllowance => ({
    address: row.address,
    note: row.note,
    lifted_at: row.liftedAt.toISOString(),
    until: row.until.toISOString(),
    lifted_by: { id: row.liftedBy, name: row.adminName },
  });

  return {
    /** Whether the per-address limits are lifted for this address (as limits count it) now. */
    async lifted(address: string | null): Promise<boolean> {
      if (!address) return false;
      const until = (await liftedNow()).get(address);
      return until !== undefined && until > clock().getTime();
    },

    async list(): Promise<AddressAllowance[]> {
      return (await repo.active(clock())).map(shape);
    },

    async lift(body: LiftAddressBody["allowance"], adminId: string): Promise<AddressAllowance> {
      const address = addressOf(body.address);
      if (!address) throw new AppError("request.invalid", { address: "Enter an IP address" });
      const now = clock();
      const until = new Date(now.getTime() + addressAllowanceHours * 60 * 60 * 1000);
      await repo.lift({ address, note: body.note, liftedBy: adminId, liftedAt: now, until });
      cache.clear();
      const row = (await repo.active(now)).find((r) => r.address === address);
      if (!row) throw new Error(`the lift of ${address} was not kept`);
      return shape(row);
    },

    /** Ends a lift before its day is over; 404 when the address is not lifted. */
    async end(address: string): Promise<void> {
      const counted = addressOf(address.replace(/\/64$/, "")) ?? address;
      if (!(await repo.end(counted, clock()))) throw new AppError("request.not_found");
      cache.clear();
    },
  };
}
export type LimitsService = ReturnType<typeof createLimitsService>;
