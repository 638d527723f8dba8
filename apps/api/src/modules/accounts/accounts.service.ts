import { createHash, randomBytes } from "node:crypto";
import {
  CONSENT_VERSION,
  type Gender,
  type GoogleSignUp,
  MAX_AGE,
  type Me,
  MIN_AGE,
  type Session,
  type SignInBody,
  type SignUpBody,
} from "@sagpan/contract";
import type { AttemptLimiter } from "../../lib/attempt-limiter.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import type { LinkSigner } from "../../lib/signed-links.ts";
import { rules } from "../../rules.ts";
import type { Mailer } from "../mail/mailer.ts";
import { mailLang } from "../mail/templates.ts";
import type { PlansRepository } from "../plans/plans.repository.ts";
import type { AccountsRepository } from "./accounts.repository.ts";
import type { TokenService } from "./tokens.ts";

export interface AccountsDeps {
  accounts: AccountsRepository;
  plans: PlansRepository;
  tokens: TokenService;
  mailer: Mailer;
  signInLimiter: AttemptLimiter;
  clock: () => Date;
  publicUrl: string;
  /** New accounts one client address may make in an hour and in a day (rules.signUp). */
  signUpsPerAddress: { perHour: number; perDay: number };
  /** Whether an admin lifted the per-address limits for this client address today. */
  addressLifted?: (ip: string) => Promise<boolean>;
  /** Signs the email confirmation link. */
  links: LinkSigner;
  /** EMAIL_CONFIRMATION: new accounts confirm their email before contacting anyone. */
  emailConfirmation: boolean;
  /** Resent confirmation links per member (rules.emailConfirmation). */
  confirmationLimiter: AttemptLimiter;
  /** After a committed write to what the token check caches. */
  memberChanged?: (userId: string) => void;
  /** Removes what other modules keep outside the database (photo and video files). */
  erasers?: ((userId: string) => Promise<void>)[];
  /** After "log out everywhere": what else a session left behind stops (push subscriptions). */
  signedOutEverywhere?: (userId: string) => Promise<void>;
  /** The member's own chosen profile photo (small), for the top bar; null without one. */
  ownPhoto?: (userId: string) => Promise<string | null>;
  /** The profile an account manages (managers module): its session acts on that profile. */
  managedProfileOf?: (userId: string) => Promise<string | null>;
  /** Who is signed in on a member's behalf (managers module), for `me`. */
  managing?: (actorId: string, memberId: string) => Promise<Me["managing"]>;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Whole years between a YYYY-MM-DD birthdate and today. */
export function ageOn(birthdate: string, today: Date): number {
  const [y, m, d] = birthdate.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The one age rule for a birthdate, at sign-up and on every profile edit: at least the legal
 * marriage age for the gender, at most MAX_AGE (a year like 1800 is a typing slip).
 */
export function assertMarriageableAge(birthdate: string, gender: Gender, today: Date): void {
  const age = ageOn(birthdate, today);
  if (age < MIN_AGE[gender] || age > MAX_AGE) {
    throw new AppError("auth.underage", {
      birthdate: `Must be at least ${MIN_AGE[gender]} years old`,
    });
  }
}

// Spends the time of one real verification when the email is unknown, so response times
// do not reveal which emails have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
};

export function createAccountsService(deps: AccountsDeps) {
  const { accounts, plans, tokens, clock } = deps;

  /**
   * A session for the account. A family member who manages a profile gets one that acts on
   * that profile (its id, name, photo and plan), signed for their own account.
   */
  async function sessionFor(accountId: string): Promise<Session> {
    const user = await accounts.findById(accountId);
    if (!user || user.deletedAt) throw new AppError("auth.required");
    const userId = (await deps.managedProfileOf?.(accountId)) ?? accountId;
    const [profile, plan, signed, photo] = await Promise.all([
      accounts.profileSummary(userId),
      plans.current(userId, clock()),
      tokens.sign({ userId: accountId, version: user.tokenVersion }, clock()),
      deps.ownPhoto?.(userId) ?? null,
    ]);
    return {
      ...signed,
      userId,
      name: profile?.name ?? user.email,
      // The photo the member chose, as the photos page sets it; the generated avatar without one.
      userPic: photo ?? profile?.avatarUrl ?? null,
      myplan: plan.plan,
      isAdmin: user.isAdmin,
      hasPassword: user.passwordHash !== null,
    };
  }

  /** The mailed link that confirms this account's email (a page of the web app). */
  function confirmationLink(userId: string, email: string): string {
    const expires = new Date(clock().getTime() + rules.emailConfirmation.linkValidMs);
    const token = deps.links.sign("email-confirm", `${userId}|${email.toLowerCase()}`, expires);
    return `${deps.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  }

  /**
   * A new account. Through the email form (`google` false) a taken email answers exactly as a
   * new one: a pending registration (a shadow account) that can never be confirmed, and the
   * email's owner is told instead, so the form tells nobody who is on Sagpan. Google proved
   * the email belongs to the caller, who may be told it has an account.
   */
  async function register(
    body: GoogleSignUp & { email: string },
    passwordHash: string | null,
    ip: string | null,
    google: boolean,
  ): Promise<Session> {
    assertMarriageableAge(body.birthdate, body.gender, clock());
    if (google && (await accounts.findByEmail(body.email))) {
      throw new AppError("auth.email_taken", {
        email: "An account with this email already exists",
      });
    }
    const lang = body.lang ?? "en";
    const created = await accounts.create({
      email: body.email,
      passwordHash,
      managedBy: body.managed_by,
      lang,
      ip,
      profile: {
        name: body.name,
        lastName: body.lastName,
        gender: body.gender,
        birthdate: body.birthdate,
      },
      // The literal `true`s of the contract: no account is made without both.
      consents: [
        { kind: "privacy", version: CONSENT_VERSION },
        { kind: "declaration", version: CONSENT_VERSION },
      ],
      perAddress: await perAddress(ip),
      shadowIfTaken: !google,
      emailConfirmed: google,
    });
    if (!created) throw new AppError("auth.too_many_sign_ups");
    // One mail either way, so the two answers take the same time.
    if (created.shadow) {
      const owner = await accounts.findByEmail(body.email);
      await deps.mailer.send({
        to: body.email,
        lang: mailLang(owner?.lang ?? lang),
        template: {
          kind: "sign_up_attempt",
          signInLink: `${deps.publicUrl}/login`,
          resetLink: `${deps.publicUrl}/reset-password`,
        },
      });
    } else if (deps.emailConfirmation && !google) {
      await deps.mailer.send({
        to: body.email,
        lang,
        template: {
          kind: "confirm_email",
          name: body.name,
          link: confirmationLink(created.id, body.email),
        },
      });
    } else {
      await deps.mailer.send({
        to: body.email,
        lang,
        template: { kind: "welcome", name: body.name, link: `${deps.publicUrl}/profiles` },
      });
    }
    return sessionFor(created.id);
  }

  /** The sign-up windows an address is held to: an hour's and a day's, none once lifted. */
  async function perAddress(ip: string | null) {
    if (!ip || (await deps.addressLifted?.(ip))) return [];
    const now = clock().getTime();
    return [
      { max: deps.signUpsPerAddress.perHour, since: new Date(now - rules.signUp.hourMs) },
      { max: deps.signUpsPerAddress.perDay, since: new Date(now - rules.signUp.dayMs) },
    ];
  }

  async function mailReset(email: string, lang: "en" | "gu"): Promise<void> {
    const user = await accounts.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(clock().getTime() + rules.passwordReset.validMs);
    await accounts.createResetToken(user.id, sha256(token), expiresAt);
    const link = `${deps.publicUrl}/reset-password?token=${token}`;
    await deps.mailer.send({ to: user.email, lang, template: { kind: "password_reset", link } });
  }

  return {
    /** The per-address sign-up limits in force for `ip` (managers' invitations sign up too). */
    signUpLimits: perAddress,

    sessionFor,

    /**
     * An account whose profile comes in a second step, as the original system's clients sign
     * up (email, password, phone; then POST /detail/profile, src/compat). The age rule holds
     * when the profile is made; the consents are what that client showed, under its version.
     */
    async signUpAccountOnly(
      body: { email: string; password: string; phone: string | null },
      consents: { kind: string; version: string }[],
      ip: string | null,
    ): Promise<Session> {
      if (await accounts.findByEmail(body.email)) {
        throw new AppError("auth.email_taken", {
          email: "An account with this email already exists",
        });
      }
      const created = await accounts.create({
        email: body.email,
        passwordHash: await hashPassword(body.password),
        managedBy: "self",
        lang: "en",
        ip,
        profile: null,
        phone: body.phone,
        consents,
        perAddress: await perAddress(ip),
      });
      if (!created) throw new AppError("auth.too_many_sign_ups");
      return sessionFor(created.id);
    },

    /** Whether an account uses this email (the original system's reset form says so). */
    emailKnown: async (email: string) => (await accounts.findByEmail(email)) !== null,

    async signUp(body: SignUpBody, ip: string | null): Promise<Session> {
      return register(body, await hashPassword(body.password), ip, false);
    },

    /** A session for the account of an email its owner proved (Google), or null if none. */
    async signInVerifiedEmail(email: string): Promise<Session | null> {
      const user = await accounts.findByEmail(email);
      if (!user) return null;
      if (user.suspendedAt) throw new AppError("auth.forbidden");
      return sessionFor(user.id);
    },

    /**
     * An account for a verified Google email: no password (the member may set one later), and
     * the same age rule, declaration and consent as every sign-up.
     */
    async signUpWithGoogle(email: string, body: GoogleSignUp, ip: string | null) {
      return register({ ...body, email }, null, ip, true);
    },

    /**
     * 10 failures per 15 minutes per email and IP, then 429 without a password check. The
     * attempt is counted before the check (AttemptLimiter) and a success clears the count:
     * only the password's holder can clear it, and a member who mistyped a few times is not
     * left a shorter allowance later.
     */
    async signIn(body: SignInBody, ip: string): Promise<Session> {
      const key = `${body.email}|${ip}`;
      if (!(await deps.signInLimiter.reserve(key))) throw new AppError("auth.too_many_attempts");
      // The account and the newest pending registration made with its email (whoever made
      // it can sign in to it, as to any new account): both checked, each against a decoy
      // when absent, so the time taken tells nothing about which exist.
      const [user, shadow] = await Promise.all([
        accounts.findByEmail(body.email),
        accounts.findShadow(body.email),
      ]);
      const check = async (hash: string | null | undefined) =>
        hash
          ? verifyPassword(hash, body.password)
          : verifyPassword(await decoy(), body.password).then(() => false);
      const [userOk, shadowOk] = await Promise.all([
        check(user?.passwordHash),
        check(shadow?.passwordHash),
      ]);
      const found = userOk ? user : shadowOk ? shadow : null;
      if (!found) throw new AppError("auth.invalid_credentials");
      if (found.suspendedAt) throw new AppError("auth.forbidden");
      await deps.signInLimiter.reset(key);
      return sessionFor(found.id);
    },

    /** Opens the mailed link: the email is confirmed (again: harmless). */
    async confirmEmail(token: string): Promise<void> {
      const subject = deps.links.verify("email-confirm", token, clock());
      const [userId, email] = subject?.split("|") ?? [];
      if (!userId || !email || !(await accounts.confirmEmail(userId, email, clock()))) {
        throw new AppError("auth.confirmation_invalid");
      }
      deps.memberChanged?.(userId);
    },

    /**
     * Mails the link again, a few times an hour. A pending registration of a taken email
     * (shadow) is answered alike and mails nothing: its link would confirm nothing.
     */
    async resendConfirmation(userId: string): Promise<{ confirmed: boolean }> {
      const user = await accounts.findById(userId);
      if (!user || user.deletedAt) throw new AppError("auth.required");
      if (user.emailConfirmedAt) return { confirmed: true };
      if (!(await deps.confirmationLimiter.reserve(userId))) {
        throw new AppError("auth.confirmation_limited");
      }
      if (user.shadow) return { confirmed: false };
      const profile = await accounts.profileSummary(userId);
      await deps.mailer.send({
        to: user.email,
        lang: mailLang(user.lang),
        template: {
          kind: "confirm_email",
          name: profile?.name ?? "",
          link: confirmationLink(user.id, user.email),
        },
      });
      return { confirmed: false };
    },

    /**
     * Same reply whether or not the email has an account, and in the same time: a known
     * email's token and mail take some 50 ms more, so every answer waits out a floor
     * (rules.passwordReset.answerAfterMs) and the clock tells nothing either.
     */
    async requestReset(email: string, lang: "en" | "gu"): Promise<void> {
      const started = performance.now();
      try {
        await mailReset(email, lang);
      } finally {
        const left = rules.passwordReset.answerAfterMs - (performance.now() - started);
        if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
      }
    },

    async useReset(token: string, password: string): Promise<void> {
      const ok = await accounts.useResetToken(sha256(token), clock(), await hashPassword(password));
      if (!ok) throw new AppError("auth.reset_token_invalid");
    },

    /** Set a first password, or change one: the old password is needed only when one exists. */
    async setPassword(userId: string, password: string, oldPassword?: string): Promise<Session> {
      const user = await accounts.findById(userId);
      if (!user) throw new AppError("auth.required");
      if (user.passwordHash) {
        if (!oldPassword) {
          throw new AppError("auth.old_password_required", { old_password: "Required" });
        }
        if (!(await verifyPassword(user.passwordHash, oldPassword))) {
          throw new AppError("auth.old_password_wrong", { old_password: "Incorrect" });
        }
      }
      await accounts.setPassword(userId, await hashPassword(password));
      return sessionFor(userId);
    },

    async logoutEverywhere(userId: string): Promise<void> {
      await accounts.bumpTokenVersion(userId);
      await deps.signedOutEverywhere?.(userId);
    },

    async me(userId: string, actorId: string = userId): Promise<Me> {
      const user = await accounts.findById(userId);
      if (!user) throw new AppError("auth.required");
      const [profile, plan, managing] = await Promise.all([
        accounts.profileSummary(userId),
        plans.current(userId, clock()),
        actorId === userId ? null : (deps.managing?.(actorId, userId) ?? null),
      ]);
      return {
        id: user.id,
        email: user.email,
        name: profile?.name ?? "",
        lastName: profile?.lastName ?? "",
        myplan: plan.plan,
        planEndsAt: plan.endsAt?.toISOString() ?? null,
        isAdmin: user.isAdmin,
        hasPassword: user.passwordHash !== null,
        emailConfirmed: !deps.emailConfirmation || user.emailConfirmedAt !== null,
        score: profile?.score ?? 0,
        personal_verification_verified: profile?.idVerified ?? false,
        job_verification_verified: profile?.jobVerified ?? false,
        salary_details_verified: profile?.incomeVerified ?? false,
        property_details_verified: profile?.propertyVerified ?? false,
        managing,
      };
    },

    async deleteAccount(userId: string): Promise<void> {
      // The address is erased with the account: the confirmation is stored in the outbox first.
      const user = await accounts.findById(userId);
      if (user && !user.deletedAt) {
        await deps.mailer.send({
          to: user.email,
          lang: mailLang(user.lang),
          template: { kind: "account_deleted" },
        });
      }
      await accounts.erase(userId, clock());
      await Promise.all((deps.erasers ?? []).map((erase) => erase(userId)));
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
