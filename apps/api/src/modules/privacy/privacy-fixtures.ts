import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import type { TestApp } from "../../test/test-app.ts";
import { photo, uploadPhotos } from "../pictures/photo-fixtures.ts";

export type Member = { token: string; userId: string };

/** The members and calls the privacy tests share, on one test app. */
export function privacyFixtures(t: () => TestApp) {
  const as = (m: { token: string }) => caller(t().app, m.token);
  const bride = async ({ current_city, ...body }: Record<string, string> = {}) => {
    const m = await createMember(t().app, { db: t().database.db, plan: "Trust", body });
    if (current_city) {
      await as(m)("PUT", `/api/v1/profiles/${m.userId}/`, { profile: { current_city } });
    }
    return m;
  };
  const groom = (body = {}) =>
    createMember(t().app, {
      db: t().database.db,
      plan: "Trust",
      body: { gender: "male", name: "Raj", birthdate: "1993-03-03", ...body },
    });
  return {
    as,
    bride,
    groom,
    /** A bride with one photo; returns the photo's id and blurhash too. */
    async brideWithPhoto(body: Record<string, string> = {}) {
      const m = await bride(body);
      const up = await uploadPhotos(t().app, m.token, [
        { name: "me.jpg", bytes: await photo(400, 500) },
      ]);
      if (up.statusCode !== 201) throw new Error(`upload failed: ${up.body}`);
      const pic = up.json().data[0] as { id: string; blurhash: string };
      return { ...m, picId: pic.id, blurhash: pic.blurhash };
    },
    setPrivacy: async (m: Member, privacy: Record<string, unknown>) => {
      const res = await as(m)("PUT", "/api/v1/privacy", { privacy });
      if (res.statusCode !== 200) throw new Error(`privacy failed: ${res.body}`);
    },
    /** `a` sends an interest and `b` accepts it: connected. */
    async connect(a: Member, b: Member) {
      const sent = await as(a)("POST", "/api/v1/interests", { interest: { to: b.userId } });
      if (sent.statusCode !== 201) throw new Error(`interest failed: ${sent.body}`);
      const answered = await as(b)("PUT", `/api/v1/interests/${sent.json().data.id}`, {
        interest: { status: "accepted" },
      });
      if (answered.statusCode !== 200) throw new Error(`accept failed: ${answered.body}`);
    },
    requestPhotos: (from: Member, to: string) =>
      as(from)("POST", "/api/v1/photo_requests", { photo_request: { to } }),
    answerPhotos: (owner: Member, id: string, status: string) =>
      as(owner)("PUT", `/api/v1/photo_requests/${id}`, { photo_request: { status } }),
    profileOf: async (viewer: Member, id: string) => as(viewer)("GET", `/api/v1/profiles/${id}/`),
  };
}
