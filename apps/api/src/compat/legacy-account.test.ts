import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consents, users } from "../modules/accounts/accounts.table.ts";
import { photo } from "../modules/pictures/photo-fixtures.ts";
import { createMember } from "../test/factories.ts";
import type { TestApp } from "../test/test-app.ts";
import { createLegacyTestApp, LEGACY_ID, legacyCaller, legacyUpload } from "./legacy-calls.ts";
import { specCaller } from "./spec-calls.ts";

// Issue 25's table, the account rows: each call as the original system's client sends it,
// and what that client reads from the reply.

let t: TestApp;
beforeAll(async () => {
  t = await createLegacyTestApp();
});
afterAll(() => t.close());

const email = (n: string) => `${n}.${Date.now()}@example.in`;

describe("POST /sign_in", () => {
  it("reads jwt and user_id; a failure's error is text, with the code beside it", async () => {
    const m = await createMember(t.app);
    const ok = await legacyCaller(t.app)("POST", "/api/v1/sign_in", {
      email: m.email,
      password: m.password,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ jwt: ok.json().token, user_id: m.userId });
    const bad = await legacyCaller(t.app)("POST", "/api/v1/sign_in", {
      email: m.email,
      password: "wrong-password",
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({
      error: "Email or password is incorrect",
      code: "auth.invalid_credentials",
    });
  });

  it("leaves Sagpan's own web app as it was: no jwt, the error an object", async () => {
    const m = await createMember(t.app);
    const ok = await specCaller(t.app)("POST", "/api/v1/sign_in", {
      email: m.email,
      password: m.password,
    });
    expect(ok.json()).not.toHaveProperty("jwt");
    const bad = await specCaller(t.app)("POST", "/api/v1/sign_in", {
      email: m.email,
      password: "x",
    });
    expect(bad.json().error.code).toBe("auth.invalid_credentials");
  });

  it("still refuses an app identifier that is neither Sagpan's nor listed", async () => {
    const res = await legacyCaller(t.app, undefined, "someone-else")("GET", "/api/v1/legal");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("request.bad_app_id");
  });
});

describe("POST /sign_up, then POST /detail/profile", () => {
  it("makes a real member: 201 with jwt, the client's terms recorded, the profile next", async () => {
    const address = email("asha");
    const res = await legacyCaller(t.app)("POST", "/api/v1/sign_up", {
      user: {
        email: address,
        password: "secret123",
        password_confirmation: "secret123",
        phone: "98250 12345",
      },
    });
    expect(res.statusCode).toBe(201);
    const { jwt, user_id } = res.json();
    expect(typeof jwt).toBe("string");
    const [user] = await t.database.db.select().from(users).where(eq(users.id, user_id));
    expect(user).toMatchObject({ email: address, phone: "98250 12345" });
    const agreed = await t.database.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, user_id), eq(consents.kind, "terms")));
    expect(agreed.map((c) => c.version)).toEqual([`legacy:${LEGACY_ID}`]);

    const as = legacyCaller(t.app, jwt);
    const before = await as("GET", "/api/v1/profile_completion");
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ noprofile: true, profileCompletionStatus: 0 });

    const made = await as("POST", "/api/v1/detail/profile", {
      profile: {
        name: "Asha",
        lastName: "Desai",
        gender: "female",
        birthdate: "1998-03-02",
        height: "5.2",
        maritial_status: "Unmarried",
        rashi: "वृषभ",
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      name: "Asha",
      height: "5.2",
      height_ft: "5.2",
      maritial_status: "Unmarried",
      rashi: "वृषभ",
      phone: "98250 12345",
    });
    const after = (await as("GET", "/api/v1/profile_completion")).json();
    expect(after).toMatchObject({ noprofile: false, profilePicStatus: false, daysToPayment: 0 });
    expect(after.profileCompletionStatus).toBeGreaterThan(0);
    // Signing in again works through the login form, with the same password.
    const signIn = await legacyCaller(t.app)("POST", "/api/v1/sign_in", {
      email: address,
      password: "secret123",
    });
    expect(signIn.json().user_id).toBe(user_id);
    // A second profile for the same account is refused, in words.
    const again = await as("POST", "/api/v1/detail/profile", {
      profile: { name: "Asha", gender: "female", birthdate: "1998-03-02" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("This account already has a profile");
  });

  it("refuses passwords that differ, and a taken email, as text", async () => {
    const differ = await legacyCaller(t.app)("POST", "/api/v1/sign_up", {
      user: { email: email("ravi"), password: "secret123", password_confirmation: "secret124" },
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().error).toBe("New passwords do not match.");
    const m = await createMember(t.app);
    const taken = await legacyCaller(t.app)("POST", "/api/v1/sign_up", {
      user: { email: m.email, password: "secret123", password_confirmation: "secret123" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: expect.any(String), code: "auth.email_taken" });
  });

  it("reads its wizard's spellings: flat fields, capitalised gender, day-first dates", async () => {
    const res = await legacyCaller(t.app)("POST", "/api/v1/sign_up", {
      user: { email: email("flat"), password: "secret123", password_confirmation: "secret123" },
    });
    const made = await legacyCaller(t.app, res.json().jwt)("POST", "/api/v1/detail/profile", {
      name: "Dhara",
      last_name: "Mehta",
      gender: "Female",
      dob: "02-03-1998",
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      name: "Dhara",
      lastName: "Mehta",
      gender: "female",
      birthdate: "1998-03-02",
    });
  });

  it("keeps the age rule when the profile is made", async () => {
    const res = await legacyCaller(t.app)("POST", "/api/v1/sign_up", {
      user: { email: email("young"), password: "secret123", password_confirmation: "secret123" },
    });
    const young = await legacyCaller(t.app, res.json().jwt)("POST", "/api/v1/detail/profile", {
      profile: { name: "Nilesh", gender: "male", birthdate: "2010-01-01" },
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().code).toBe("auth.underage");
  });
});

describe("POST /resetpassword {reset_password:{email}}", () => {
  it("200 for a member's email, 422 with a message for an unknown one", async () => {
    const m = await createMember(t.app);
    const ok = await legacyCaller(t.app)("POST", "/api/v1/resetpassword", {
      reset_password: { email: m.email },
    });
    expect(ok.statusCode).toBe(200);
    const unknown = await legacyCaller(t.app)("POST", "/api/v1/resetpassword", {
      reset_password: { email: email("nobody") },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: expect.any(String), code: "auth.email_unknown" });
  });
});

describe("GET /profile_completion", () => {
  it("reads profileCompletionStatus, noprofile, document and photo states, daysToPayment", async () => {
    const m = await createMember(t.app, { db: t.database.db, plan: "Trust" });
    const res = await legacyCaller(t.app, m.token)("GET", "/api/v1/profile_completion");
    expect(res.json()).toMatchObject({
      noprofile: false,
      document_verified: false,
      document_verification_pending: false,
      profilePicStatus: false,
    });
    expect(res.json().daysToPayment).toBeGreaterThan(360);
    expect(typeof res.json().profileCompletionStatus).toBe("number");
  });
});

describe("POST /verification/doc without a docType", () => {
  it("takes the img_upload part as an ID document; the completion then says pending", async () => {
    const m = await createMember(t.app);
    const res = await legacyUpload(t.app, m.token, "/api/v1/verification/doc", [
      { name: "aadhar.jpg", field: "img_upload", bytes: await photo(900, 600) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.doc_type).toBe("GovID");
    const completion = await legacyCaller(t.app, m.token)("GET", "/api/v1/profile_completion");
    expect(completion.json().document_verification_pending).toBe(true);
    // Sagpan's own clients still name the type.
    const own = await specCaller(t.app, m.token)("POST", "/api/v1/verification/doc");
    expect(own.statusCode).toBe(400);
  });
});

describe("GET /all/plans, then buying one", () => {
  it("lists the plans in paise; paying one shows as paid with its plan in /myprofile", async () => {
    const plans = await legacyCaller(t.app)("GET", "/api/v1/all/plans");
    expect(plans.statusCode).toBe(200);
    const belief = plans
      .json()
      .plans.find(
        (p: { name: string; period: string }) => p.name === "Belief" && p.period === "monthly",
      );
    expect(belief).toMatchObject({ amount: 49_900, price: 499, currency: "INR" });
    const m = await createMember(t.app);
    const as = legacyCaller(t.app, m.token);
    const order = (await as("GET", `/api/v1/order?amount=${belief.amount}`)).json();
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/v1/testpay/${order.id}`,
      payload: { outcome: "success" },
    });
    const payment = await as("POST", "/api/v1/payments/", {
      payment: { payment_id: paid.json().data.payment_id, amount: belief.amount },
    });
    expect(payment.statusCode).toBe(200);
    const mine = (await as("GET", "/api/v1/myprofile")).json();
    expect(mine).toMatchObject({ paid: true, current_plan: { name: "Belief", period: "monthly" } });
    expect(mine.current_plan.days_left).toBe(30);
  });
});

describe("GET /v2/order?email= (their /member page)", () => {
  it("keeps paying by email alone for them; Sagpan's own web app needs the signed link", async () => {
    const m = await createMember(t.app);
    const url = `/api/v2/order?amount=49900&email=${encodeURIComponent(m.email)}`;
    const theirs = await legacyCaller(t.app)("GET", url);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ amount: 49_900, currency: "INR" });
    const unknown = await legacyCaller(t.app)(
      "GET",
      `/api/v2/order?amount=49900&email=x${m.email}`,
    );
    expect(unknown.json()).toEqual({ error: "Invalid link", code: "payment.invalid_link" });
    const ours = await specCaller(t.app)("GET", url);
    expect(ours.statusCode).toBe(400);
    expect(ours.json().error.code).toBe("payment.invalid_link");
  });
});
