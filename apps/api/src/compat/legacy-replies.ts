import { messagePagePattern } from "@sagpan/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ageOn } from "../modules/accounts/accounts.service.ts";
import type { ProfileExtras } from "./legacy.repository.ts";
import type { LegacyDeps } from "./legacy-deps.ts";
import { heightOut, PROFILE_VALUES } from "./legacy-values.ts";

/**
 * Sagpan's replies as the original system's clients read them, by route (method and path
 * pattern), for a successful legacy call only. Where a field means the same it is added
 * beside Sagpan's (jwt beside token); where the shapes conflict the original's wins for
 * these clients (the thread's last_message as text, the public view as a list).
 */
type ReplyRewrite = (body: Json, ctx: Ctx) => Promise<unknown> | unknown;
interface Ctx {
  req: FastifyRequest;
  reply: FastifyReply;
  deps: LegacyDeps;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const list = (body: Json) => (Array.isArray(body.data) ? (body.data as Json[]) : []);
const DAY_MS = 86_400_000;

/** A profile's values as the original's forms show them, with its names beside Sagpan's. */
export function profileOut(data: Json): Json {
  const out: Json = { ...data };
  for (const [field, value] of Object.entries(data)) {
    const convert = PROFILE_VALUES[field];
    if (convert) out[field] = convert.out(value);
  }
  if ("height" in data) out.height_ft = heightOut(data.height);
  if ("birth_name" in data) out.birthname = data.birth_name;
  if ("birth_time" in data) out.birthtime = data.birth_time;
  if ("birth_place" in data) out.birthplace = data.birth_place;
  if ("lastName" in data) out.last_name = data.lastName;
  if (typeof data.id === "string") out.user_id = data.id;
  // The original asked whether a member is physically challenged; Sagpan does not, so the
  // app shows "N/A" rather than an answer nobody gave.
  if ("birth_name" in data) out.challenged = null;
  return out;
}

const session: ReplyRewrite = (body) => ({ ...body, jwt: body.token, user_id: body.userId });

/** The main pic's URL for the original's `profile_pic` and `pics[].url`. */
const picUrl = (pic: unknown): string | null =>
  isObject(pic) && typeof pic.medium === "string" ? pic.medium : null;
const avatarOf = (id: string) => `/api/v1/avatars/${id}.svg`;

function cardOut(card: Json, extras: ProfileExtras | undefined, today: Date): Json {
  const url = picUrl(card.primary_profile_pic);
  const height = extras?.height ?? (typeof card.height === "number" ? card.height : null);
  return {
    ...profileOut({ ...card, ...(height === null ? {} : { height }) }),
    user_id: card.id,
    height_ft: heightOut(height),
    work: extras?.work ?? null,
    degree: extras?.degree ?? null,
    occupation: card.occupation ?? extras?.occupation ?? null,
    current_city: card.current_city ?? extras?.currentCity ?? null,
    city: card.current_city ?? extras?.currentCity ?? null,
    age: card.age ?? (extras ? ageOn(extras.birthdate, today) : null),
    last_name: card.lastName ?? extras?.lastName ?? null,
    pics: Array.isArray(card.pics) ? card.pics : url ? [{ url }] : [],
    points: { total: typeof card.gun === "number" ? card.gun : null },
  };
}

const cards: ReplyRewrite = async (body, { req, deps }) => {
  const data = list(body);
  const extras = await deps.legacy.profileExtras(data.map((c) => String(c.id)));
  const offset = Number((req.query as Json).offset ?? 0);
  const total =
    body.next === null
      ? offset + data.length
      : req.member
        ? await deps.profiles.listTotal(req.member, req.query as never)
        : offset + data.length;
  return {
    ...body,
    data: data.map((card) => cardOut(card, extras.get(String(card.id)), deps.clock())),
    total,
  };
};

/** The gender a visitor's list asked for, in its path (`/view/profiles/female`) or query. */
function askedGender(req: FastifyRequest): "male" | "female" | null {
  const arg = String((req.params as Json).arg ?? "");
  const fromArg = arg.includes("=")
    ? new URLSearchParams(arg.replace(/^\?/, "")).get("gender")
    : arg;
  const asked = fromArg || (req.query as Json).gender;
  return asked === "male" || asked === "female" ? asked : null;
}

const publicCards: ReplyRewrite = async (body, { req, deps }) => {
  const data = list(body);
  const offset = Number((req.query as Json).offset ?? 0);
  const total =
    body.next === null ? offset + data.length : await deps.profiles.publicTotal(askedGender(req));
  return {
    ...body,
    // The public view keeps its privacy: nothing beyond what Sagpan shows visitors.
    data: data.map((card) => {
      const url = picUrl(card.primary_profile_pic);
      return { ...card, user_id: card.id, pics: url ? [{ url }] : [] };
    }),
    total,
  };
};

/** `data.data[0]`: the original's public view was a list of one. */
const publicView: ReplyRewrite = (body) => {
  const card = isObject(body.data) ? body.data : null;
  if (!card) return body;
  const url = picUrl(card.primary_profile_pic);
  return { ...body, data: [{ ...card, user_id: card.id, pics: url ? [{ url }] : [] }] };
};

/**
 * A member the original's sign-up made has no profile yet: its completion call then says
 * `noprofile`, and the app opens its profile wizard (POST /detail/profile).
 */
export const NO_PROFILE_COMPLETION = {
  noprofile: true,
  profileCompletionStatus: 0,
  percent: 0,
  remaining: [],
  remaining_personal: [],
  document_verified: false,
  document_verification_pending: false,
  profilePicStatus: false,
  daysToPayment: 0,
};

/** The profile reply with the flags also at the top level, as the original read them. */
const profileReply: ReplyRewrite = (body) => ({
  ...body,
  ...(isObject(body.flags) ? body.flags : {}),
  data: isObject(body.data) ? profileOut(body.data) : body.data,
});

async function planState(userId: string, deps: LegacyDeps) {
  const { data } = await deps.payments.subscription(userId);
  const now = deps.clock();
  const active = data.history.find(
    (s) => new Date(s.starts_at) <= now && new Date(s.ends_at) > now && s.plan === data.myplan,
  );
  const endsAt = data.ends_at ? new Date(data.ends_at) : null;
  const daysLeft = endsAt ? Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS)) : 0;
  return {
    paid: data.myplan !== "Free",
    daysLeft,
    current_plan: {
      name: data.myplan,
      plan: data.myplan,
      period: active?.period ?? null,
      amount: active?.amount ?? null,
      starts_at: active?.starts_at ?? null,
      ends_at: data.ends_at,
      expires_at: data.ends_at,
      days_left: daysLeft,
    },
  };
}

/** My profile, with what the original showed of my plan ("Expires in N days"). */
const myProfile: ReplyRewrite = async (body, { req, deps }) => {
  const reply = profileReply(body, { req } as Ctx) as Json;
  const plan = await planState(req.userId, deps);
  const phone = await deps.legacy.phoneOf(req.userId);
  const extra = { paid: plan.paid, current_plan: plan.current_plan, daysToPayment: plan.daysLeft };
  return { ...reply, ...extra, data: { ...(reply.data as Json), ...extra, phone } };
};

const completion: ReplyRewrite = async (body, { req, deps }) => {
  const [flags, plan, idVerified] = await Promise.all([
    deps.profiles.completionFlags(req.userId),
    planState(req.userId, deps),
    deps.profiles.mine(req.userId).then((p) => p.data.badges.id),
  ]);
  const remaining = Array.isArray(body.remaining) ? body.remaining : [];
  return {
    ...body,
    noprofile: false,
    profileCompletionStatus: body.percent,
    document_verified: idVerified,
    document_verification_pending: flags.personal_verification_added && !idVerified,
    profilePicStatus: !remaining.includes("photo"),
    daysToPayment: plan.daysLeft,
  };
};

/** The chat list as the original drew it: the other member's names and photo, text preview. */
const threads: ReplyRewrite = async (body, { req, deps }) => {
  const data = list(body);
  const others = data.map((t) => String((t.with as Json).id));
  const [extras, begun] = await Promise.all([
    deps.legacy.profileExtras(others),
    deps.legacy.threadCount(req.userId),
  ]);
  const waiting = data.filter((t) => t.thread_id === null).length;
  return {
    ...body,
    data: data.map((t) => {
      const other = t.with as Json;
      const id = String(other.id);
      const last = isObject(t.last_message) ? t.last_message : null;
      return {
        ...t,
        from_profile: id,
        from_user: id,
        name: other.name,
        last_name: extras.get(id)?.lastName ?? "",
        profile_pic: picUrl(other.primary_profile_pic) ?? avatarOf(id),
        unread_count: t.unread,
        last_message: last ? String(last.message) : "",
        last_message_at: last ? last.at : null,
      };
    }),
    total: begun + waiting,
  };
};

/** Requests with the other member's card details the original showed on them. */
const chatRequests: ReplyRewrite = async (body, { deps }) => {
  const data = list(body);
  const extras = await deps.legacy.profileExtras(
    data.flatMap((r) => [String(r.to), String(r.from)]),
  );
  const enrich = (profile: unknown) => {
    if (!isObject(profile)) return profile;
    const id = String(profile.id);
    return cardOut(profile, extras.get(id), deps.clock());
  };
  return {
    ...body,
    data: data.map((r) => ({
      ...r,
      to_profile: enrich(r.to_profile),
      from_profile: enrich(r.from_profile),
      profile: enrich(r.profile),
    })),
  };
};

/** Invites as the senders' profiles (`id` is the profile's), the request's id beside them. */
const invites: ReplyRewrite = async (body, { deps }) => {
  const data = list(body);
  const extras = await deps.legacy.profileExtras(data.map((i) => String(i.from)));
  return {
    ...body,
    data: data.map((invite) => {
      const profile = isObject(invite.profile) ? invite.profile : { id: invite.from };
      const id = String(invite.from);
      return {
        ...cardOut(profile, extras.get(id), deps.clock()),
        id,
        user_id: id,
        kind: invite.kind,
        request_id: invite.id,
        created_at: invite.created_at,
        inserted_at: invite.created_at,
      };
    }),
  };
};

const messagePage: ReplyRewrite = async (body, { req, deps }) => {
  const threadId = typeof body.thread_id === "string" ? body.thread_id : null;
  const [, otherId] = messagePagePattern.exec(String((req.params as Json).arg)) ?? [];
  const [total, lastOnline] = threadId
    ? await Promise.all([
        deps.legacy.messageCount(threadId),
        otherId ? deps.legacy.lastWroteAt(threadId, otherId) : null,
      ])
    : [0, null];
  return {
    ...body,
    data: list(body).map((m) => ({ ...m, inserted_at: m.created_at })),
    total,
    last_online_at: lastOnline?.toISOString() ?? null,
  };
};

const message: ReplyRewrite = (body) =>
  isObject(body.data)
    ? { ...body, data: { ...body.data, inserted_at: body.data.created_at } }
    : body;

/** The original answered a removed photo with 204 and no body. */
const noContent: ReplyRewrite = (_body, { reply }) => {
  reply.code(204);
  return null;
};

export const replyRewrites: Record<string, ReplyRewrite> = {
  "POST /api/v1/sign_in": session,
  "POST /api/v1/sign_up": session,
  "PUT /api/v1/user": session,
  "GET /api/v1/profile_completion": completion,
  "GET /api/v1/profiles": cards,
  "GET /api/v1/view/profiles/:arg?": publicCards,
  "GET /api/v1/view/profile": publicView,
  "GET /api/v1/profiles/:id": profileReply,
  "PUT /api/v1/profiles/:id": myProfile,
  "GET /api/v1/myprofile": myProfile,
  "POST /api/v1/detail/profile": myProfile,
  "GET /api/v1/chat/threads": threads,
  "GET /api/v1/chatrequests": chatRequests,
  "GET /api/v1/invites": invites,
  "GET /api/v1/message/:arg": messagePage,
  "POST /api/v1/message": message,
  "DELETE /api/v1/pics/:id": noContent,
};
