import { emailSchema, passwordSchema, str } from "@sagpan/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../lib/errors.ts";
import type { LegacyDeps } from "./legacy-deps.ts";
import {
  FIELD_ALIASES,
  genderIn,
  heightIn,
  incomeIn,
  PROFILE_VALUES,
  rashiIn,
  yesNoIn,
} from "./legacy-values.ts";

/**
 * What the original system's clients send, made into what Sagpan's routes take: run before
 * validation, for a legacy client's request only, by route (method and path pattern). A
 * rewrite may answer the call itself (its sign-up), returning the reply.
 */
type RequestRewrite = (
  req: FastifyRequest,
  reply: FastifyReply,
  deps: LegacyDeps,
) => Promise<FastifyReply | undefined> | FastifyReply | undefined;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A profile as the original's forms send it: its field names and values read into Sagpan's. */
export function profileIn(fields: Json): Json {
  const out: Json = {};
  for (const [name, value] of Object.entries(fields)) {
    const field = FIELD_ALIASES[name] ?? name;
    // Sagpan's own name wins when a form sends both spellings.
    if (field !== name && name in fields && field in fields) continue;
    out[field] = PROFILE_VALUES[field]?.in(value) ?? value;
  }
  return out;
}

/** The original's list filters: its values, and heights in feet. */
function listQueryIn(query: Json): Json {
  const out: Json = { ...query };
  if (typeof query.marital_status === "string" && query.maritial_status === undefined)
    out.maritial_status = query.marital_status;
  delete out.marital_status;
  const read: Record<string, (v: unknown) => unknown> = {
    maritial_status: PROFILE_VALUES.maritial_status!.in,
    rashi: rashiIn,
    height_min: heightIn,
    height_max: heightIn,
    income_min: incomeIn,
    mangal_dosh: yesNoIn,
    verified: yesNoIn,
    with_photo: yesNoIn,
    exclude_same_gotra: yesNoIn,
    dietary_preferences: PROFILE_VALUES.dietary_preferences!.in,
    gender: genderIn,
  };
  for (const [name, reader] of Object.entries(read)) {
    if (out[name] === undefined) continue;
    const value = reader(out[name]);
    // "Any" in its filter form is an empty value: no filter.
    if (value === null || value === "" || value === "any" || value === "Any") delete out[name];
    else
      out[name] = typeof value === "boolean" || typeof value === "number" ? String(value) : value;
  }
  return out;
}

const legacySignUpSchema = z.object({
  user: z.object({
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: str().max(128).optional(),
    phone: str()
      .trim()
      .regex(/^\+?[\d\s-]{6,20}$/, { message: "Enter a valid phone number" })
      .optional()
      .or(z.literal("")),
  }),
});

/** The original's sign-up: an account from email, password and phone; the profile comes next. */
const signUp: RequestRewrite = async (req, reply, deps) => {
  if (!isObject(req.body) || !isObject(req.body.user)) return undefined;
  const parsed = legacySignUpSchema.safeParse(req.body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fields[issue.path.slice(1).join(".") || "user"] ??= issue.message;
    }
    throw new AppError("request.invalid", fields);
  }
  const { user } = parsed.data;
  if (user.password_confirmation !== undefined && user.password_confirmation !== user.password) {
    throw new AppError("auth.passwords_differ", {
      password_confirmation: "New passwords do not match.",
    });
  }
  const session = await deps.accounts.signUpAccountOnly(
    { email: user.email, password: user.password, phone: user.phone || null },
    // The original client's own sign-up terms, recorded as what this member agreed to.
    [{ kind: "terms", version: `legacy:${req.legacyClient}` }],
    req.ip,
  );
  return reply.code(201).send(session);
};

/** `{ reset_password: { email } }`; an unknown email is 422, as the original's form expects. */
const resetPassword: RequestRewrite = async (req, _reply, deps) => {
  if (!isObject(req.body) || !isObject(req.body.reset_password)) return undefined;
  const body = req.body.reset_password;
  req.body = body;
  const email = emailSchema.safeParse(body.email);
  if (email.success && !(await deps.accounts.emailKnown(email.data))) {
    throw new AppError("auth.email_unknown", { email: "No account uses this email address" });
  }
  return undefined;
};

const profileUpdate: RequestRewrite = (req) => {
  if (!isObject(req.body)) return undefined;
  const { id, profile, ...flat } = req.body;
  // Its forms send `{ id, profile }`; some send the fields at the top level, or under another
  // single key (`{ user_profile: {…} }`).
  const nested = Object.values(flat);
  const fields = isObject(profile)
    ? profile
    : nested.length === 1 && isObject(nested[0])
      ? nested[0]
      : flat;
  req.body = { ...(id === undefined ? {} : { id: String(id) }), profile: profileIn(fields) };
  return undefined;
};

const listQuery: RequestRewrite = (req) => {
  if (isObject(req.query)) req.query = listQueryIn(req.query);
  return undefined;
};

/** The visitor's list, `/view/profiles/Male` or `?gender=Female`: genders as its pages wrote them. */
const publicListQuery: RequestRewrite = (req) => {
  const params = isObject(req.params) ? req.params : {};
  if (typeof params.arg === "string") {
    req.params = {
      ...params,
      arg: params.arg.replace(/\b(Male|Female)\b/gi, (g) => g.toLowerCase()),
    };
  }
  if (isObject(req.query) && typeof req.query.gender === "string") {
    req.query = { ...req.query, gender: req.query.gender.toLowerCase() };
  }
  return undefined;
};

/** Its document upload names no type: that is an ID document (GovID). */
const documentUpload: RequestRewrite = (req) => {
  const query = isObject(req.query) ? req.query : {};
  if (!query.docType) req.query = { ...query, docType: "GovID" };
  return undefined;
};

export const requestRewrites: Record<string, RequestRewrite> = {
  "POST /api/v1/sign_up": signUp,
  "POST /api/v1/resetpassword": resetPassword,
  "PUT /api/v1/profiles/:id": profileUpdate,
  "POST /api/v1/detail/profile": profileUpdate,
  "GET /api/v1/profiles": listQuery,
  "GET /api/v1/view/profiles/:arg?": publicListQuery,
  "POST /api/v1/verification/doc": documentUpload,
};
