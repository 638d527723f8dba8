import { planPrices, type Session, type SignUpBody, toPaise } from "@sagpan/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { uuidv7 } from "../lib/ids.ts";
import { subscriptions } from "../modules/plans/subscriptions.table.ts";

let counter = 0;

export function signUpBody(overrides: Partial<SignUpBody> = {}): SignUpBody {
  counter += 1;
  return {
    email: `member${counter}.${uuidv7().slice(-8)}@example.in`,
    password: "secret123",
    name: "Krupa",
    lastName: "Patel",
    gender: "female",
    birthdate: "1997-04-12",
    managed_by: "self",
    declaration: true,
    consent: true,
    lang: "en",
    ...overrides,
  };
}

/** What a member fills first (the wizard's required fields besides those of sign-up). */
export const essentialsFixture = {
  maritial_status: "never_married",
  current_city: "Ahmedabad",
  education: "B.Com",
  work: "private_job",
} as const;

/** Signs a member up through the API, optionally on a paid plan. */
export async function createMember(
  app: FastifyInstance,
  opts: {
    db?: Db;
    plan?: "Belief" | "Trust";
    body?: Partial<SignUpBody>;
    /**
     * Fill the essentials (marital status, city, education, work) as the wizard's first step
     * does, so the member is listed to others (default); false leaves a just-signed-up profile.
     */
    essentials?: boolean;
  } = {},
): Promise<Session & { email: string; password: string }> {
  const body = signUpBody(opts.body);
  const res = await app.inject({ method: "POST", url: "/api/v1/sign_up", payload: body });
  if (res.statusCode !== 201) throw new Error(`sign up failed: ${res.body}`);
  const session = res.json() as Session;
  if (opts.essentials !== false) {
    const filled = await app.inject({
      method: "PUT",
      url: `/api/v1/profiles/${session.userId}`,
      headers: bearer(session.token),
      payload: { profile: essentialsFixture },
    });
    if (filled.statusCode !== 200) throw new Error(`essentials failed: ${filled.body}`);
  }
  if (opts.plan && opts.db) {
    const now = new Date();
    await opts.db.insert(subscriptions).values({
      id: uuidv7(),
      userId: session.userId,
      plan: opts.plan,
      period: "yearly",
      amountPaise: toPaise(planPrices[opts.plan].yearly),
      paymentId: `test-${uuidv7()}`,
      startsAt: now,
      endsAt: new Date(now.getTime() + 365 * 86_400_000),
    });
  }
  return { ...session, email: body.email, password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
