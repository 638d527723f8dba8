import { createServer, type Server } from "node:http";

export type FakeMode = "stream" | "invent_phone" | "slow" | "error" | "break_midway";

/**
 * A local OpenAI-compatible chat-completions server for tests and the benchmark: streams
 * server-sent events as the real API does, and records every request's messages.
 */
export async function startFakeOpenAi() {
  const state = {
    mode: "stream" as FakeMode,
    requests: [] as { messages: { content: string }[] }[],
  };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      if (req.url !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      state.requests.push(JSON.parse(body));
      const chunk = (text: string) =>
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: text } }] })}\n\n`;
      switch (state.mode) {
        case "error":
          res.writeHead(500, { "content-type": "application/json" }).end('{"error":{}}');
          return;
        case "slow":
          setTimeout(() => res.writeHead(200).end(), 5_000).unref();
          return;
        default: {
          res.writeHead(200, { "content-type": "text/event-stream" });
          const pieces =
            state.mode === "invent_phone"
              ? ["Sure! Call the family on 97", "123 45678 ", "any time."]
              : ["She works ", "as a software ", "engineer at Infosys."];
          if (state.mode === "break_midway") {
            res.write(chunk(pieces[0] as string));
            setTimeout(() => res.destroy(), 20);
            return;
          }
          for (const p of pieces) res.write(chunk(p));
          res.end("data: [DONE]\n\n");
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
