import type { ConnectionProfile } from "@sagpan/contract";
import { describe, expect, it } from "vitest";
import type { ConnectionProfiles } from "./connection-profiles.ts";
import { withBothMembers } from "./pair-request-actions.ts";
import type { PairRequestRow } from "./pair-requests.repository.ts";

const card = (id: string): ConnectionProfile => ({
  id,
  name: id,
  lastName: "",
  age: 30,
  current_city: null,
  occupation: null,
  avatar_url: null,
  pics: [],
  primary_profile_pic: null,
});
/** The cards a viewer may see: "gone" is not among them (deleted or hidden). */
const people: ConnectionProfiles = async (_viewer, ids) =>
  new Map([...ids].filter((id) => id !== "gone").map((id) => [id, card(id)]));

const row = (id: string, fromId: string, toId: string, status: string) =>
  ({ id, fromId, toId, status, createdAt: new Date(), answeredAt: null }) as PairRequestRow<string>;

describe("withBothMembers (interests and chat requests alike)", () => {
  it("gives each live request both cards and drops cancelled ones and those with a member gone", async () => {
    const rows = [
      row("1", "me", "asha", "pending"),
      row("2", "me", "gone", "pending"),
      row("3", "asha", "me", "cancelled"),
      row("4", "asha", "me", "accepted"),
    ];
    const built = await withBothMembers(people, "me", rows, (r, from, to) => ({
      id: r.id,
      pair: `${from.id}→${to.id}`,
    }));
    expect(built).toEqual([
      { id: "1", pair: "me→asha" },
      { id: "4", pair: "asha→me" },
    ]);
  });
});
