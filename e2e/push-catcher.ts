import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:https";

/**
 * A local Web Push service for the browser tests, standing in for the one a member's browser
 * subscribes to: the app under test sends to it over https (playwright.config.ts makes the
 * certificate and tells the app to trust it), it answers 201, and appends each push to `file`
 * as one JSON line `{ path, encoding, body }` (body in base64, still encrypted for the device).
 */
export async function startPushCatcher(opts: {
  port: number;
  file: string;
  cert: string;
  key: string;
}): Promise<() => Promise<void>> {
  writeFileSync(opts.file, "");
  const server = createServer(
    { cert: readFileSync(opts.cert), key: readFileSync(opts.key) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const line = {
          path: req.url ?? "/",
          encoding: req.headers["content-encoding"] ?? null,
          body: Buffer.concat(chunks).toString("base64"),
        };
        appendFileSync(opts.file, `${JSON.stringify(line)}\n`);
        res.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, "127.0.0.1", () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
