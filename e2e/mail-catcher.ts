import { appendFileSync, writeFileSync } from "node:fs";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A local SMTP server for the browser tests: the app under test sends its mail here
 * (SMTP_URL in playwright.config.ts), and each message is appended to `file` as one JSON line
 * `{ to, subject, text }`, where journeys read mailed links (helpers.ts `mailedLink`).
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
          appendFileSync(
            file,
            `${JSON.stringify({ to, subject: mail.subject ?? "", text: mail.text ?? "" })}\n`,
          );
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
