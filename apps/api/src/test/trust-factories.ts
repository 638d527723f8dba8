import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { users } from "../modules/accounts/accounts.table.ts";
import { multipart } from "../modules/pictures/photo-fixtures.ts";
import { profiles } from "../modules/profiles/profiles.table.ts";
import { bearer, createMember } from "./factories.ts";

/** Sets badges directly, as an admin's approval would. */
export async function setVerified(
  db: Db,
  userId: string,
  badges: Partial<Record<"idVerified" | "jobVerified" | "incomeVerified", boolean>> = {
    idVerified: true,
  },
) {
  await db.update(profiles).set(badges).where(eq(profiles.id, userId));
}

/** A new member made an admin: the admin console's tests act as one. */
export async function createAdmin(t: { app: FastifyInstance; database: { db: Db } }) {
  const m = await createMember(t.app);
  await makeAdmin(t.database.db, m.userId);
  return m;
}

export async function makeAdmin(db: Db, userId: string) {
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

/** A small but real PDF file (what a scanned ID often is). */
export const pdfBytes = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** `POST /verification/doc?docType=` with one file in the `file` field. */
export async function uploadDoc(
  app: FastifyInstance,
  token: string,
  docType: string,
  file: { name: string; bytes: Buffer } = { name: "aadhaar.pdf", bytes: pdfBytes },
) {
  const body = await multipart([{ ...file, field: "file" }]);
  return app.inject({
    method: "POST",
    url: `/api/v1/verification/doc?docType=${docType}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/**
 * Backdates an account, so its reports count toward a hold (rules.reports: accounts newer
 * than trustedAfterDays weigh nothing).
 */
export async function establish(db: Db, userId: string, days = 31) {
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(users.id, userId));
}
