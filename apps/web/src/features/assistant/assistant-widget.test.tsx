import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { realtime } from "../../lib/socket.ts";
import { fakeSocket } from "../../test/fake-socket.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import AssistantWidget from "./assistant-widget.tsx";

const questions = () => fakeSocket.sent.filter((s) => s.event === "from_user_to_bot");

describe("profile assistant widget", () => {
  it("opens, sends on Enter (never blank), streams the answer and keeps it when closed", async () => {
    const session = sessionFixture();
    sessionStore.save(session);
    await realtime.connect(session.token);
    const user = userEvent.setup();
    renderWithProviders(<AssistantWidget pid="p-2" name="Krupa" gender="female" />);

    await user.click(screen.getByRole("button", { name: /Sagpan Sahayak/ }));
    const panel = screen.getByRole("dialog", { name: "Sagpan Sahayak" });
    const box = within(panel).getByRole("textbox", { name: "Your question" });
    await user.type(box, "   {Enter}");
    expect(questions()).toHaveLength(0);

    await user.type(box, "What does she do?{Enter}");
    expect(questions()).toEqual([
      { event: "from_user_to_bot", payload: { pid: "p-2", message: "What does she do?" } },
    ]);
    expect(within(panel).getByRole("status", { name: "The assistant is typing" })).toBeVisible();

    const piece = (message: string, done: boolean, pid = "p-2") =>
      act(() =>
        fakeSocket.emitFromServer("bot_reply", { pid, message, sources: [], done, lang: "en" }),
      );
    piece("Krupa works ", false);
    piece("Another profile's answer", true, "p-9");
    piece("as an engineer.", true);
    const log = within(panel).getByRole("log");
    expect(within(log).getByText("Krupa works as an engineer.")).toBeVisible();
    expect(within(log).queryByText("Another profile's answer")).toBeNull();
    expect(within(panel).queryByRole("status")).toBeNull();

    await user.click(within(panel).getByRole("button", { name: "Close the assistant" }));
    await user.click(screen.getByRole("button", { name: /Sagpan Sahayak/ }));
    expect(screen.getByText("Krupa works as an engineer.")).toBeVisible();
  });

  it("asks a suggestion chip and shows a refusal by its code", async () => {
    const session = sessionFixture();
    sessionStore.save(session);
    await realtime.connect(session.token);
    const user = userEvent.setup();
    renderWithProviders(<AssistantWidget pid="p-3" name="Dhruv" gender="male" />);
    await user.click(screen.getByRole("button", { name: /Sagpan Sahayak/ }));
    await user.click(screen.getByRole("button", { name: "What does he do?" }));
    expect(questions().at(-1)?.payload).toEqual({ pid: "p-3", message: "What does he do?" });
    act(() =>
      fakeSocket.emitFromServer("bot_error", {
        pid: "p-3",
        code: "assistant.rate_limited",
        message: "Too many",
      }),
    );
    expect(screen.getByText("Too many questions at once. Please wait a minute.")).toBeVisible();
  });
});
