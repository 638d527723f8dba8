import type { BotError, BotReply } from "@sagpan/contract";
import { io as connect, type Socket } from "socket.io-client";
import { bearer, createMember } from "../../test/factories.ts";
import type { TestApp } from "../../test/test-app.ts";
import { setVerified } from "../../test/trust-factories.ts";

/** What the viewed profile's relatives' contacts hold: no answer may show it when hidden. */
export const secret = {
  phone: "98250 12345",
  phoneDigits: "9825012345",
  address: "14 Shanti Kunj, Paldi",
};

/** A bride with every section filled, born in Surat, with her father and brother as contacts. */
export async function createBride(t: TestApp) {
  const bride = await createMember(t.app, {
    body: { gender: "female", birthdate: "1997-04-12", name: "Krupa", lastName: "Patel" },
  });
  const profile = {
    occupation: "Software engineer at Infosys",
    work: "private_job",
    annual_income: 1_200_000,
    education: "B.E. Computer",
    degree: "B.E.",
    height: 160,
    current_city: "Ahmedabad",
    dietary_preferences: "vegetarian",
    drinking_habits: "never",
    smoking_habits: "never",
    father_occupation: "Textile business",
    mother_occupation: "Teacher",
    number_of_siblings: 1,
    siblings_details: "One younger brother, studying CA",
    family_type: "joint",
    family_values: "traditional",
    family_financial_status: "upper_middle_class",
    mamkul: "Shah, Vadodara",
    property_details: "Own flat in Paldi",
    rashi: "Kanya",
    gotra: "Kashyap",
    mangal_dosh: false,
    birth_time: "18:05",
    birth_place: "Surat",
    maritial_status: "never_married",
    bloodgroup: "B+",
    hobbies_and_interests: "Garba, reading, cooking",
    aboutme: "Cheerful, close to my family. Happy to live in a joint family after marriage.",
    expectation:
      "A kind, educated partner who respects both families. Should be comfortable with her continuing her career after marriage.",
    type_of_marriage_ceremony: "traditional",
    interest_in_continuing_education: true,
    career_goals: "Lead a software team",
  };
  const put = await t.app.inject({
    method: "PUT",
    url: `/api/v1/profiles/${bride.userId}`,
    headers: bearer(bride.token),
    payload: { profile },
  });
  if (put.statusCode !== 200) throw new Error(`profile update failed: ${put.body}`);
  const contacts = await t.app.inject({
    method: "POST",
    url: "/api/v1/contacts",
    headers: bearer(bride.token),
    payload: {
      contacts: [
        {
          name: "Ramesh Patel",
          relation: "Father",
          phone: secret.phone,
          occupation: null,
          current_city: "Ahmedabad",
          address: secret.address,
        },
      ],
    },
  });
  if (contacts.statusCode >= 300) throw new Error(`contacts failed: ${contacts.body}`);
  await setVerified(t.database.db, bride.userId, { idVerified: true, jobVerified: true });
  return bride;
}

type Viewer = Awaited<ReturnType<typeof createMember>>;

export async function createGroom(
  t: TestApp,
  opts: { plan?: "Belief" | "Trust"; verified?: boolean } = {},
): Promise<Viewer> {
  const groom = await createMember(t.app, {
    db: t.database.db,
    ...(opts.plan ? { plan: opts.plan } : {}),
    body: { gender: "male", birthdate: "1994-02-03", name: "Dhruv" },
  });
  await t.app.inject({
    method: "PUT",
    url: `/api/v1/profiles/${groom.userId}`,
    headers: bearer(groom.token),
    payload: { profile: { birth_time: "07:40", birth_place: "Surat" } },
  });
  if (opts.verified) await setVerified(t.database.db, groom.userId);
  return groom;
}

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

export async function openSocket(url: string, token: string): Promise<Socket> {
  const socket = connect(url, {
    auth: { token, client: "test" },
    transports: ["websocket"],
    reconnection: false,
  });
  await new Promise((resolve) => socket.once("joined", resolve));
  return socket;
}

export interface Reply {
  message: string;
  sources: string[];
  lang: string;
  chips?: string[];
  pieces: number;
  error?: BotError;
}

/** Sends one question (or a raw payload) and gathers the reply's pieces until `done` (or the error). */
export function ask(socket: Socket, pid: string, message: unknown): Promise<Reply> {
  return new Promise((resolve) => {
    let text = "";
    let pieces = 0;
    const onReply = (r: BotReply) => {
      if (r.pid !== pid) return;
      text += r.message;
      pieces += 1;
      if (!r.done) return;
      off();
      resolve({
        message: text,
        sources: r.sources,
        lang: r.lang,
        pieces,
        ...(r.chips ? { chips: r.chips } : {}),
      });
    };
    const onError = (e: BotError) => {
      off();
      resolve({ message: "", sources: [], lang: "", pieces: 0, error: e });
    };
    const off = () => {
      socket.off("bot_reply", onReply);
      socket.off("bot_error", onError);
    };
    socket.on("bot_reply", onReply);
    socket.on("bot_error", onError);
    const payload = typeof message === "string" ? { pid, message } : message;
    socket.emit("from_user_to_bot", payload as { pid: string; message: string });
  });
}
