import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rules } from "../../rules.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { users } from "../accounts/accounts.table.ts";
import { outbox } from "../mail/outbox.table.ts";
import { notifications } from "../notifications/notifications.table.ts";
import { managers, profileActions } from "./managers.table.ts";

// Issue 21 item 5: family members manage a member's profile with their own sign-in.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });
const invite = (token: string, email: string, relation = "parent") =>
  call(token, "POST", "/api/v1/managers", { manager: { email, relation } });
let seq = 0;
const freshEmail = () => `family.${Date.now()}.${seq++}@example.in`;

async function mailedToken(email: string): Promise<{ token: string; mail: string }> {
  const mails = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, "manager_invite")))
    .orderBy(outbox.createdAt);
  const mail = mails.at(-1)?.body ?? "";
  const match = mail.match(/(http\S+\/manager-invite\?token=)([\w-]+)/);
  if (!match?.[1] || !match[2]) throw new Error(`no invitation mail to ${email}`);
  expect(match[1]).toBe(`${t.config.publicUrl}/manager-invite?token=`);
  return { token: match[2], mail };
}

/** A member with a manager who accepted the invitation as a new account. */
async function managed(relation = "parent") {
  const member = await createMember(t.app);
  const email = freshEmail();
  expect((await invite(member.token, email, relation)).statusCode).toBe(201);
  const { token } = await mailedToken(email);
  const res = await call(null, "POST", "/api/v1/manager_invites/accept", {
    token,
    name: "Ramesh",
    password: "family-secret",
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json();
  const [row] = (await call(member.token, "GET", "/api/v1/managers")).json().data;
  return { member, email, session, token: session.token as string, managerId: row.id as string };
}

describe("inviting managers", () => {
  it("invites by email and relation, lists them invited, and mails a one-time link", async () => {
    const member = await createMember(t.app, { body: { lang: "gu" } });
    const email = freshEmail();
    const res = await invite(member.token, email, "sibling");
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(String),
      email,
      relation: "sibling",
      status: "invited",
    });
    const list = (await call(member.token, "GET", "/api/v1/managers")).json();
    expect(list).toEqual({ data: [res.json().data] });
    // In the inviter's language.
    const { mail } = await mailedToken(email);
    expect(mail).toContain("આમંત્રણ સ્વીકારો");
  });

  it("refuses a relation outside parent, sibling, relative, friend and a bad email", async () => {
    const member = await createMember(t.app);
    for (const manager of [
      { email: freshEmail(), relation: "uncle" },
      { email: "not-an-email", relation: "parent" },
      { email: freshEmail() },
    ]) {
      const res = await call(member.token, "POST", "/api/v1/managers", { manager });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("request.invalid");
    }
  });

  it("allows at most 3: the 4th answers 409 managers.limit", async () => {
    const member = await createMember(t.app);
    for (const relation of ["parent", "sibling", "friend"]) {
      expect((await invite(member.token, freshEmail(), relation)).statusCode).toBe(201);
    }
    const fourth = await invite(member.token, freshEmail(), "relative");
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.code).toBe("managers.limit");
  });

  it("holds the limit under concurrency: 5 invitations at once leave exactly 3", async () => {
    const member = await createMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => invite(member.token, freshEmail())),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409]);
    expect((await call(member.token, "GET", "/api/v1/managers")).json().data).toHaveLength(3);
  });

  it("refuses oneself (400 managers.self) and an email already invited (409 managers.exists)", async () => {
    const member = await createMember(t.app);
    const self = await invite(member.token, member.email.toUpperCase());
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe("managers.self");
    const email = freshEmail();
    await invite(member.token, email);
    const again = await invite(member.token, email.toUpperCase(), "friend");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("managers.exists");
  });

  it("answers alike whether or not the email has an account (nobody learns who is on Sagpan)", async () => {
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    const known = await invite(member.token, other.email);
    const unknown = await invite(member.token, freshEmail());
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(known.json().data)).toEqual(Object.keys(unknown.json().data));
    expect(known.json().data.status).toBe("invited");
  });

  it("needs a signed-in member", async () => {
    expect((await call(null, "GET", "/api/v1/managers")).statusCode).toBe(401);
    const body = { manager: { email: freshEmail(), relation: "parent" } };
    expect((await call(null, "POST", "/api/v1/managers", body)).statusCode).toBe(401);
    expect((await call(null, "DELETE", "/api/v1/managers/some-id")).statusCode).toBe(401);
  });
});

describe("accepting an invitation", () => {
  it("shows its holder who invites, then makes a sign-in that acts on the member's profile", async () => {
    const member = await createMember(t.app, { body: { name: "Krupa" } });
    const email = freshEmail();
    await invite(member.token, email, "parent");
    const { token } = await mailedToken(email);
    const shown = await call(null, "GET", `/api/v1/manager_invites?token=${token}`);
    expect(shown.json().data).toEqual({
      member_name: "Krupa",
      relation: "parent",
      email,
      has_account: false,
    });
    const accepted = await call(null, "POST", "/api/v1/manager_invites/accept", {
      token,
      name: "Ramesh",
      password: "family-secret",
    });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json();
    expect(session).toMatchObject({ userId: member.userId, name: "Krupa", isAdmin: false });

    const me = (await call(session.token, "GET", "/api/v1/me")).json().data;
    expect(me.id).toBe(member.userId);
    expect(me.managing).toEqual({ name: "Ramesh", email, relation: "parent" });
    expect((await call(member.token, "GET", "/api/v1/me")).json().data.managing).toBeNull();
    expect((await call(member.token, "GET", "/api/v1/managers")).json().data[0]).toMatchObject({
      email,
      status: "active",
    });

    // The manager signs in with their own email and password to the same profile.
    const signIn = await call(null, "POST", "/api/v1/sign_in", {
      email,
      password: "family-secret",
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().userId).toBe(member.userId);

    // One-time: the link does not work twice.
    const again = await call(null, "POST", "/api/v1/manager_invites/accept", {
      token,
      name: "Someone",
      password: "other-secret",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("managers.invite_invalid");
    expect((await call(null, "GET", `/api/v1/manager_invites?token=${token}`)).statusCode).toBe(
      400,
    );
  });

  it("tells the member by a manager_joined notification", async () => {
    const { member } = await managed();
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, member.userId), eq(notifications.kind, "manager_joined")),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toEqual({ relation: "parent" });
  });

  it("says which relation joined, on the bell and in the mail, in the member's language", async () => {
    const member = await createMember(t.app, { body: { lang: "gu" } });
    const set = await call(member.token, "PUT", "/api/v1/notification_settings", {
      settings: { email: { manager_joined: "instant" } },
    });
    expect(set.statusCode).toBe(200);
    const email = freshEmail();
    await invite(member.token, email, "sibling");
    const { token } = await mailedToken(email);
    const accepted = await call(null, "POST", "/api/v1/manager_invites/accept", {
      token,
      name: "Bhai",
      password: "family-secret",
    });
    expect(accepted.statusCode).toBe(200);
    const bell = (await call(member.token, "GET", "/api/v1/notifications")).json().data;
    expect(bell.find((n: { kind: string }) => n.kind === "manager_joined")?.data).toEqual({
      relation: "sibling",
    });
    t.clock.advance(11 * 60_000);
    await t.app.jobs.send("notifications.instant", {});
    await t.jobsDone();
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, member.email), eq(outbox.kind, "notification")));
    expect(mail?.subject).toBe("સગપણ: હવે તમારાં ભાઈ કે બહેન તમારી પ્રોફાઇલ સંભાળવામાં મદદ કરે છે");
  });

  it("refuses an expired link and a forged one with 'Expired or invalid link'", async () => {
    const member = await createMember(t.app);
    const email = freshEmail();
    await invite(member.token, email);
    const { token } = await mailedToken(email);
    for (const forged of ["x".repeat(43), `${token.slice(0, -2)}AA`]) {
      const res = await call(null, "GET", `/api/v1/manager_invites?token=${forged}`);
      expect(res.json().error).toEqual({
        code: "managers.invite_invalid",
        message: "Expired or invalid link",
      });
    }
    t.clock.advance(rules.managerInvite.validMs + 1000);
    try {
      const res = await call(null, "POST", "/api/v1/manager_invites/accept", {
        token,
        name: "Late",
        password: "family-secret",
      });
      expect(res.json().error.code).toBe("managers.invite_invalid");
    } finally {
      t.clock.advance(-(rules.managerInvite.validMs + 1000));
    }
  });

  it("with an existing sign-in: its password, never a profile of its own", async () => {
    const member = await createMember(t.app);
    // A member with a profile is invited: the answer was 201, the acceptance says why not.
    const other = await createMember(t.app);
    await invite(member.token, other.email, "sibling");
    const { token } = await mailedToken(other.email);
    expect(
      (await call(null, "GET", `/api/v1/manager_invites?token=${token}`)).json().data.has_account,
    ).toBe(true);
    const wrong = await call(null, "POST", "/api/v1/manager_invites/accept", {
      token,
      password: "not-the-password",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe("auth.invalid_credentials");
    const own = await call(null, "POST", "/api/v1/manager_invites/accept", {
      token,
      password: other.password,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe("managers.has_profile");

    // A manager of one profile cannot take a second one with the same sign-in.
    const first = await managed();
    const second = await createMember(t.app);
    await invite(second.token, first.email);
    const { token: secondToken } = await mailedToken(first.email);
    const taken = await call(null, "POST", "/api/v1/manager_invites/accept", {
      token: secondToken,
      password: "family-secret",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe("managers.already_managing");
  });

  it("a new sign-in needs a name", async () => {
    const member = await createMember(t.app);
    const email = freshEmail();
    await invite(member.token, email);
    const { token } = await mailedToken(email);
    const res = await call(null, "POST", "/api/v1/manager_invites/accept", {
      token,
      password: "family-secret",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("request.invalid");
  });
});

describe("a manager's sign-in", () => {
  it("edits the member's profile, and the edit is recorded with the manager as actor", async () => {
    const { member, token, session } = await managed();
    const res = await call(token, "PUT", `/api/v1/profiles/${member.userId}`, {
      profile: { aboutme: "Written by her father" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await call(member.token, "GET", `/api/v1/profiles/${member.userId}`)).json();
    expect(mine.data.aboutme).toBe("Written by her father");
    const lines = await t.database.db
      .select()
      .from(profileActions)
      .where(eq(profileActions.memberId, member.userId));
    const managerAccount = (await call(token, "GET", "/api/v1/me")).json().data.managing;
    expect(managerAccount).not.toBeNull();
    const edit = lines.find((l) => l.action === "PUT /api/v1/profiles/:id");
    expect(edit).toBeDefined();
    expect(edit!.actorId).not.toBe(member.userId);
    expect(edit!.target).toBe(member.userId);
    expect(session.userId).toBe(member.userId);

    // The member's own edits on a managed profile are recorded with the member as actor.
    await call(member.token, "PUT", `/api/v1/profiles/${member.userId}`, {
      profile: { aboutme: "Written by me" },
    });
    const after = await t.database.db
      .select()
      .from(profileActions)
      .where(eq(profileActions.memberId, member.userId));
    expect(after.filter((l) => l.actorId === member.userId)).toHaveLength(1);
    expect(new Set(after.map((l) => l.actorId)).size).toBe(2);
  });

  it("sends interests and messages as the profile, recorded with the manager as actor", async () => {
    const { member, token } = await managed();
    const other = await createMember(t.app, { body: { gender: "male" } });
    const sent = await call(token, "POST", "/api/v1/interests", { interest: { to: other.userId } });
    expect(sent.statusCode, sent.body).toBe(201);
    const received = (await call(other.token, "GET", "/api/v1/interests?type=received")).json();
    expect(JSON.stringify(received)).toContain(member.userId);
    const lines = await t.database.db
      .select()
      .from(profileActions)
      .where(eq(profileActions.memberId, member.userId));
    const line = lines.find((l) => l.action === "POST /api/v1/interests");
    expect(line?.target).toBe(other.userId);
    expect(line?.actorId).not.toBe(member.userId);
  });

  it("may not invite or remove managers, change the password or delete the account (403)", async () => {
    const { member, token, managerId } = await managed();
    for (const [method, url, payload] of [
      ["POST", "/api/v1/managers", { manager: { email: freshEmail(), relation: "friend" } }],
      ["DELETE", `/api/v1/managers/${managerId}`, undefined],
      ["DELETE", "/api/v1/delete/profile", undefined],
      ["PUT", "/api/v1/user", { user: { password: "new-password", old_password: "x" } }],
    ] as const) {
      const res = await call(token, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe("managers.member_only");
    }
    // Nothing changed: the member still signs in, and the manager is still there.
    expect((await call(member.token, "GET", "/api/v1/me")).statusCode).toBe(200);
    expect((await call(member.token, "GET", "/api/v1/managers")).json().data).toHaveLength(1);
    // Reading the list is allowed.
    expect((await call(token, "GET", "/api/v1/managers")).statusCode).toBe(200);
  });

  it("log out everywhere ends the manager's own sessions, not the member's", async () => {
    const { member, token } = await managed();
    expect((await call(token, "POST", "/api/v1/user/logout_all")).statusCode).toBe(200);
    expect((await call(token, "GET", "/api/v1/me")).statusCode).toBe(401);
    expect((await call(member.token, "GET", "/api/v1/me")).statusCode).toBe(200);
  });

  it("ends when the member's account is deleted: the account made to manage it is erased", async () => {
    const { member, token, email } = await managed();
    // A change by the manager, so the profile has recorded actions.
    const edit = await call(token, "PUT", `/api/v1/profiles/${member.userId}`, {
      profile: { aboutme: "Written by her father" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(profileActions)
        .where(eq(profileActions.memberId, member.userId)),
    ).not.toEqual([]);
    const pending = freshEmail();
    await invite(member.token, pending, "sibling");
    const [managerRow] = await t.database.db
      .select({ id: managers.managerUserId })
      .from(managers)
      .where(and(eq(managers.memberId, member.userId), eq(managers.status, "active")));
    const managerUserId = managerRow?.id ?? "";
    expect(managerUserId).not.toBe("");

    expect((await call(member.token, "DELETE", "/api/v1/delete/profile")).statusCode).toBe(200);
    expect((await call(token, "GET", "/api/v1/me")).statusCode).toBe(401);
    // The manager's account is gone: no sign-in with its password, its email erased.
    const signIn = await call(null, "POST", "/api/v1/sign_in", {
      email,
      password: "family-secret",
    });
    expect(signIn.statusCode).toBe(401);
    const [account] = await t.database.db
      .select({ email: users.email, deletedAt: users.deletedAt, hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, managerUserId));
    expect(account?.deletedAt).toBeInstanceOf(Date);
    expect(account?.email).not.toBe(email);
    expect(account?.hash).toBeNull();
    // No manager row (nor the pending invitation's email) and no record of actions stays.
    expect(
      await t.database.db.select().from(managers).where(eq(managers.memberId, member.userId)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(profileActions)
        .where(eq(profileActions.memberId, member.userId)),
    ).toEqual([]);
    // The mailed link of the pending invitation is void.
    const { token: link } = await mailedToken(pending);
    const res = await call(null, "GET", `/api/v1/manager_invites?token=${link}`);
    expect(res.json().error.code).toBe("managers.invite_invalid");
  });

  it("deleting one member's account leaves another member's manager alone", async () => {
    const first = await managed();
    const other = await managed();
    expect((await call(first.member.token, "DELETE", "/api/v1/delete/profile")).statusCode).toBe(
      200,
    );
    expect((await call(other.token, "GET", "/api/v1/me")).statusCode).toBe(200);
    expect((await call(other.member.token, "GET", "/api/v1/managers")).json().data).toHaveLength(1);
  });
});

describe("the profile shows who manages it", () => {
  it("as relations only, to the member and to others, never the managers' emails", async () => {
    const { member, email } = await managed("parent");
    const email2 = freshEmail();
    await invite(member.token, email2, "sibling");
    const { token } = await mailedToken(email2);
    await call(null, "POST", "/api/v1/manager_invites/accept", {
      token,
      name: "Bhai",
      password: "family-secret",
    });
    // Still invited ones are not shown.
    await invite(member.token, freshEmail(), "friend");
    const viewer = await createMember(t.app, { body: { gender: "male" } });
    const seen = await call(viewer.token, "GET", `/api/v1/profiles/${member.userId}`);
    expect(seen.json().manager_relations).toEqual(["parent", "sibling"]);
    expect(seen.body).not.toContain(email);
    expect(seen.body).not.toContain(email2);
    const own = await call(member.token, "GET", `/api/v1/profiles/${member.userId}`);
    expect(own.json().manager_relations).toEqual(["parent", "sibling"]);
    const unmanaged = await createMember(t.app);
    expect(
      (await call(viewer.token, "GET", `/api/v1/profiles/${unmanaged.userId}`)).json()
        .manager_relations,
    ).toEqual([]);
  });
});

describe("the record of actions (GET /api/v1/managers/actions)", () => {
  it("shows the member who did what, newest first, paged, and keeps a removed manager's name", async () => {
    const { member, token, email, managerId } = await managed("parent");
    const edit = await call(token, "PUT", `/api/v1/profiles/${member.userId}`, {
      profile: { aboutme: "Written by her father" },
    });
    expect(edit.statusCode).toBe(200);
    t.clock.advance(1_000);
    await call(member.token, "PUT", `/api/v1/profiles/${member.userId}`, {
      profile: { aboutme: "Written by me" },
    });
    t.clock.advance(1_000);
    const res = await call(member.token, "GET", "/api/v1/managers/actions?limit=2");
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toMatchObject({
      by: { kind: "member" },
      area: "profile",
      verb: "changed",
    });
    expect(page.data[1]).toMatchObject({
      by: { kind: "manager", relation: "parent", email },
      area: "profile",
      verb: "changed",
    });
    expect(Date.parse(page.data[0].at)).toBeGreaterThan(Date.parse(page.data[1].at));
    // The accepting itself may be recorded too; the pages never repeat a line.
    const ids = new Set(page.data.map((l: { id: string }) => l.id));
    let next = page.next as number | null;
    while (next !== null) {
      const more = (
        await call(member.token, "GET", `/api/v1/managers/actions?limit=2&offset=${next}`)
      ).json();
      for (const line of more.data) {
        expect(ids.has(line.id)).toBe(false);
        ids.add(line.id);
      }
      next = more.next;
    }

    // After the removal the manager's lines still say who it was.
    await call(member.token, "DELETE", `/api/v1/managers/${managerId}`);
    const after = (await call(member.token, "GET", "/api/v1/managers/actions")).json().data;
    expect(after[0]).toMatchObject({ by: { kind: "member" }, area: "managers", verb: "removed" });
    expect(after.find((l: { by: { kind: string } }) => l.by.kind === "manager")?.by).toEqual({
      kind: "manager",
      relation: "parent",
      email,
    });
  });

  it("is the member's only: a manager gets 403, a stranger sees only their own, bad paging 400", async () => {
    const { member, token } = await managed();
    await call(token, "PUT", `/api/v1/profiles/${member.userId}`, {
      profile: { aboutme: "Written by her father" },
    });
    const refused = await call(token, "GET", "/api/v1/managers/actions");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("managers.member_only");
    const stranger = await createMember(t.app);
    expect((await call(stranger.token, "GET", "/api/v1/managers/actions")).json()).toEqual({
      data: [],
      next: null,
    });
    expect((await call(null, "GET", "/api/v1/managers/actions")).statusCode).toBe(401);
    for (const query of ["limit=0", "limit=51", "offset=-1", "limit=x"]) {
      const res = await call(member.token, "GET", `/api/v1/managers/actions?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe("removing a manager", () => {
  it("ends the manager's sessions and sign-in, and frees the email for a new invitation", async () => {
    const { member, token, managerId, email } = await managed();
    const res = await call(member.token, "DELETE", `/api/v1/managers/${managerId}`);
    expect(res.statusCode).toBe(200);
    expect((await call(token, "GET", "/api/v1/me")).statusCode).toBe(401);
    expect((await call(member.token, "GET", "/api/v1/managers")).json().data).toEqual([]);
    const signIn = await call(null, "POST", "/api/v1/sign_in", {
      email,
      password: "family-secret",
    });
    expect(signIn.statusCode).toBe(401);
    expect((await invite(member.token, email)).statusCode).toBe(201);
    expect(
      (await call(member.token, "GET", `/api/v1/profiles/${member.userId}`)).json()
        .manager_relations,
    ).toEqual([]);
  });

  it("answers 404 for another member's manager id, and leaves that manager alone", async () => {
    const { token, managerId } = await managed();
    const stranger = await createMember(t.app);
    for (const id of [managerId, "no-such-id"]) {
      const res = await call(stranger.token, "DELETE", `/api/v1/managers/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("managers.not_found");
    }
    expect((await call(token, "GET", "/api/v1/me")).statusCode).toBe(200);
    expect((await call(stranger.token, "GET", "/api/v1/managers")).json().data).toEqual([]);
  });

  it("of one still invited voids the mailed link", async () => {
    const member = await createMember(t.app);
    const email = freshEmail();
    const { id } = (await invite(member.token, email)).json().data;
    const { token } = await mailedToken(email);
    await call(member.token, "DELETE", `/api/v1/managers/${id}`);
    const res = await call(null, "GET", `/api/v1/manager_invites?token=${token}`);
    expect(res.json().error.code).toBe("managers.invite_invalid");
  });
});
