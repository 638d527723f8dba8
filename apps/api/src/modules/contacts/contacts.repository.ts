import type { Contact, ContactInput } from "@sagpan/contract";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { contacts } from "./contacts.table.ts";

const toContact = (row: typeof contacts.$inferSelect): Contact => ({
  name: row.name,
  relation: row.relation,
  phone: row.phone,
  occupation: row.occupation,
  current_city: row.currentCity,
  address: row.address,
});

export function createContactsRepository({ db }: { db: Db }) {
  return {
    /** In the order the member entered them. */
    async listFor(profileId: string): Promise<Contact[]> {
      const rows = await db
        .select()
        .from(contacts)
        .where(eq(contacts.profileId, profileId))
        .orderBy(asc(contacts.position));
      return rows.map(toContact);
    },

    async hasAny(profileId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(eq(contacts.profileId, profileId))
        .limit(1);
      return row !== undefined;
    },

    /** The form saves the whole list: the old rows go and the new ones land together. */
    async replace(profileId: string, rows: ContactInput[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(contacts).where(eq(contacts.profileId, profileId));
        await tx.insert(contacts).values(
          rows.map((row, position) => ({
            id: uuidv7(),
            profileId,
            position,
            name: row.name,
            relation: row.relation,
            phone: row.phone,
            occupation: row.occupation,
            currentCity: row.current_city,
            address: row.address,
          })),
        );
      });
    },
  };
}
export type ContactsRepository = ReturnType<typeof createContactsRepository>;
