import { z } from "zod";
import { str } from "./text.ts";

// Limits that fit a community (issue 21 item 7): an admin lifts the per-address limits for
// one address for a day, from the admin console.

/** How long a lift lasts: one day, for an event or a registration drive. */
export const addressAllowanceHours = 24;

/**
 * An address as an admin types it: IPv4 or IPv6 (the API counts an IPv6 address by its /64
 * network, so any address of that network lifts the network).
 */
export const liftAddressBodySchema = z.object({
  allowance: z.object({
    address: str()
      .trim()
      .pipe(z.union([z.ipv4(), z.ipv6()], { message: "Enter an IP address, e.g. 203.0.113.7" })),
    /** Why, for the audit log and the other admins ("Samaj hall, Diwali sneh milan"). */
    note: str().trim().min(1).max(200),
  }),
});
export type LiftAddressBody = z.infer<typeof liftAddressBodySchema>;

export const addressAllowanceSchema = z.object({
  /** As limits count it: an IPv4 address, or an IPv6 /64 network ("2001:db8:1:2::/64"). */
  address: str(),
  note: str(),
  lifted_at: str(),
  /** Lifted until then; the limits hold again after it. */
  until: str(),
  /** The admin who lifted it (name when they have a profile). */
  lifted_by: z.object({ id: str(), name: str().nullable() }),
});
export type AddressAllowance = z.infer<typeof addressAllowanceSchema>;

/** `GET /api/v1/admin/address_allowances`: the addresses lifted now, latest end first. */
export const addressAllowanceListSchema = z.object({ data: z.array(addressAllowanceSchema) });

/** `DELETE /api/v1/admin/address_allowances?address=`: the address as the list gave it. */
export const endAllowanceQuerySchema = z.object({ address: str().trim().min(1).max(64) });
