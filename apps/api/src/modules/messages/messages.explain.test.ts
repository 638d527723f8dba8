import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, connectForChat } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createMessagesRepository } from "./messages.repository.ts";

let t: TestApp;
let memberId: string;
let threadId: string;
beforeAll(async () => {
  t = await createTestApp();
  const me = await createMember(t.app);
  memberId = me.userId;
  for (let i = 0; i < 3; i++) {
    const other = await createMember(t.app);
    await connectForChat(t.app, other, me);
    for (let n = 0; n < 5; n++) {
      const res = await caller(t.app, other.token)("POST", "/api/v1/message/", {
        message: { to: me.userId, message: `hello ${n}` },
      });
      threadId = res.json().data.thread_id;
    }
  }
  await t.database.query("analyze");
});
afterAll(() => t.close());

/** The plan when neither a full scan nor a sort is acceptable (as at a million messages). */
async function plan(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  await t.database.query("set enable_seqscan = off");
  await t.database.query("set enable_sort = off");
  try {
    const rows = await t.database.query<{ "QUERY PLAN": string }>(`explain ${sql}`, params);
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  } finally {
    await t.database.query("reset enable_seqscan");
    await t.database.query("reset enable_sort");
  }
}

describe("chat queries use indexes", () => {
  it("the thread list walks the member's latest-first index without sorting", async () => {
    const repo = createMessagesRepository({ db: t.database.db });
    const text = await plan(repo.threadsQuery(memberId, 20, 0));
    expect(text).toMatch(/Index Scan.*chat_thread_members_user_last_idx/);
    expect(text).not.toMatch(/Sort/);
    // The unread count per thread reads the partial unread index.
    expect(text).toMatch(/messages_unread_idx/);
  });

  it("a message page walks the thread's newest-first index without sorting", async () => {
    const repo = createMessagesRepository({ db: t.database.db });
    const text = await plan(repo.pageQuery(threadId, 0, 50));
    expect(text).toMatch(/Index Scan.*messages_thread_seq_idx/);
    expect(text).not.toMatch(/Sort/);
  });
});
