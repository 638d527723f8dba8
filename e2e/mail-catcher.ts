import { appendFileSync, writeFileSync } from "node:fs";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A local SMTP server for the browser tests: the app under test sends its mail here
 * (SMTP_URL in playwright.config.ts), and each message is appended to `file` as one JSON line
 * `{ to, subject, text, unsubscribe }`, where journeys read mailed links (helpers.ts
 * `mailedLink`); `unsubscribe` is the List-Unsubscribe header's address (RFC 8058), if any.
 */
export async function startMailCatcher(port: number, file: string): Promise<() => Promise<void>> {
  writeFileSync(file, "");
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          const header = mail.headerLines.find((h) => h.key === "list-unsubscribe")?.line;
          const unsubscribe = header?.match(/<(https?:[^>]+)>/)?.[1]?.replace(/\s+/g, "") ?? null;
          const line = { to, subject: mail.subject ?? "", text: mail.text ?? "", unsubscribe };
          appendFileSync(file, `${JSON.stringify(line)}\n`);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
