import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import type { ComponentProps } from "react";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { ConnectionActions } from "./connection-actions.tsx";

const flags: ComponentProps<typeof ConnectionActions>["flags"] = {
  is_chat_requested: false,
  i_am_interested: false,
  is_blocked: false,
  can_chat: false,
  matched: false,
  chat_request: null,
  interest_received: null,
};

const open = (overrides: Partial<typeof flags> = {}) => {
  sessionStore.save(sessionFixture());
  return renderWithProviders(
    <ConnectionActions profileId="p-1" flags={{ ...flags, ...overrides }} />,
  );
};

describe("profile connection actions", () => {
  it("shows every action when nothing has been done yet, Block and Report under More", async () => {
    const user = userEvent.setup();
    open();
    expect(screen.getByRole("button", { name: "Chat request" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send interest" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Block" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "More" }));
    expect(await screen.findByRole("menuitem", { name: "Block" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Report" })).toBeInTheDocument();
  });

  it("hides what the flags say is done and offers Unblock", async () => {
    const user = userEvent.setup();
    open({ is_chat_requested: true, i_am_interested: true, is_blocked: true });
    expect(screen.queryByRole("button", { name: "Chat request" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send interest" })).toBeNull();
    expect(screen.getByRole("button", { name: "Unblock" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "More" }));
    expect(await screen.findByRole("menuitem", { name: "Report" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Block" })).toBeNull();
  });

  it("offers Chat, opening the conversation, once a chat request is accepted", () => {
    open({
      is_chat_requested: true,
      can_chat: true,
      chat_request: { id: "c-1", from_me: false, status: "accepted" },
    });
    expect(screen.getByRole("link", { name: "Chat" })).toHaveAttribute("href", "/chat?with=p-1");
    expect(screen.queryByRole("button", { name: "Chat request" })).toBeNull();
  });

  it("says a match instead of Send interest once an interest is accepted", () => {
    open({ matched: true, interest_received: { id: "i-1", status: "accepted" } });
    expect(screen.getByText("Match")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send interest" })).toBeNull();
  });

  it("shows what I sent while it waits for an answer", () => {
    open({
      is_chat_requested: true,
      i_am_interested: true,
      chat_request: { id: "c-1", from_me: true, status: "pending" },
    });
    expect(screen.getByText("Chat request sent, waiting for an answer")).toBeInTheDocument();
    expect(screen.getByText("Interest sent")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Chat request|Send interest/ })).toBeNull();
  });

  it("accepts their chat request and their interest from the profile", async () => {
    const answers: { url: string; body: unknown }[] = [];
    server.use(
      http.put("/api/v1/chatrequests/:id/", async ({ request }) => {
        answers.push({ url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ data: {} });
      }),
      http.put("/api/v1/interests/:id", async ({ request }) => {
        answers.push({ url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ data: {} });
      }),
    );
    const user = userEvent.setup();
    open({
      is_chat_requested: true,
      chat_request: { id: "c-1", from_me: false, status: "pending" },
      interest_received: { id: "i-1", status: "pending" },
    });
    await user.click(screen.getByRole("button", { name: "Accept chat request" }));
    await user.click(screen.getByRole("button", { name: "Accept interest" }));
    await expect.poll(() => answers.length).toBe(2);
    expect(answers).toEqual([
      {
        url: "/api/v1/chatrequests/c-1/",
        body: { id: "c-1", chat_request: { accepted: true, declined: false } },
      },
      { url: "/api/v1/interests/i-1", body: { id: "i-1", interest: { status: "accepted" } } },
    ]);
  });

  it("offers no chat or interest to a member I blocked, only Unblock", () => {
    open({ is_blocked: true, can_chat: true });
    expect(screen.queryByRole("link", { name: "Chat" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send interest" })).toBeNull();
    expect(screen.getByRole("button", { name: "Unblock" })).toBeInTheDocument();
  });

  it("sends an interest and says so", async () => {
    let body: unknown;
    server.use(
      http.post("/api/v1/interests", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole("button", { name: "Send interest" }));
    expect(await screen.findByText("Interest sent")).toBeInTheDocument();
    expect(body).toEqual({ interest: { to: "p-1" } });
  });

  it("says 'Interest already sent' on 424", async () => {
    server.use(http.post("/api/v1/interests", () => errorReply("interest.already_sent")));
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole("button", { name: "Send interest" }));
    expect(await screen.findByText("Interest already sent")).toBeInTheDocument();
  });

  it("sends a chat request, and ignores a failure silently", async () => {
    server.use(
      http.post("/api/v1/chatrequests", () => HttpResponse.json({ data: {} }, { status: 201 })),
    );
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole("button", { name: "Chat request" }));
    expect(await screen.findByText("Chat request sent")).toBeInTheDocument();

    server.use(http.post("/api/v1/chatrequests", () => errorReply("chat_request.already_sent")));
    await user.click(screen.getByRole("button", { name: "Chat request" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Chat request already sent")).toBeNull();
  });

  it("blocks only after Confirm, and reports failure", async () => {
    let blocks = 0;
    server.use(
      http.post("/api/v1/block/", () => {
        blocks += 1;
        return HttpResponse.json({ is_blocked: true });
      }),
    );
    const user = userEvent.setup();
    open();
    const chooseBlock = async () => {
      await user.click(screen.getByRole("button", { name: "More" }));
      await user.click(await screen.findByRole("menuitem", { name: "Block" }));
    };
    await chooseBlock();
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(blocks).toBe(0);
    await chooseBlock();
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("User blocked")).toBeInTheDocument();
    expect(blocks).toBe(1);

    server.use(http.post("/api/v1/block/", () => errorReply("server.error")));
    await chooseBlock();
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Blocking user failed")).toBeInTheDocument();
  });

  it("unblocks only after Confirm, says 'Unblocked user', and reports failure", async () => {
    let unblocks = 0;
    server.use(
      http.post("/api/v1/unblock/", () => {
        unblocks += 1;
        return HttpResponse.json({ is_blocked: false });
      }),
    );
    const user = userEvent.setup();
    open({ is_blocked: true });
    await user.click(screen.getByRole("button", { name: "Unblock" }));
    const dialog = await screen.findByRole("dialog", { name: "Unblock this member?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(unblocks).toBe(0);
    await user.click(screen.getByRole("button", { name: "Unblock" }));
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Unblocked user")).toBeInTheDocument();
    expect(unblocks).toBe(1);
    server.use(http.post("/api/v1/unblock/", () => errorReply("server.error")));
    await user.click(screen.getByRole("button", { name: "Unblock" }));
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Unblock user failed")).toBeInTheDocument();
  });

  it("reports with a reason, needing details for Other", async () => {
    let body: unknown;
    server.use(
      http.post("/api/v1/user/report", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(await screen.findByRole("menuitem", { name: "Report" }));
    const send = await screen.findByRole("button", { name: "Send report" });
    expect(send).toBeDisabled();
    await user.selectOptions(screen.getByRole("combobox", { name: "Reason" }), "other");
    expect(send).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /Details/ }), "Rude");
    await user.click(send);
    expect(await screen.findByText("Thank you. Your report has been sent")).toBeInTheDocument();
    expect(body).toEqual({ user_report: { user_to_id: "p-1", reason: "other", details: "Rude" } });
  });
});
