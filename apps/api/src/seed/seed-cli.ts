/**
 * `npm run seed`: loads the demo community into the embedded database.
 *
 *   --reset            empty the member tables first (otherwise a non-empty database is refused)
 *   --force-postgres   seed the PostgreSQL at DATABASE_URL (refused by default: it may be live)
 *   --profiles=N       community size (default 320)
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type Database, openPglite, openPostgres } from "../db/client.ts";
import { DEMO_PASSWORD, demoLogins, isDatabaseEmpty, seedDemo } from "./seed.ts";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

/** A refusal the user can act on: printed without a stack trace. */
class SeedRefused extends Error {}

function fail(message: string): never {
  throw new SeedRefused(message);
}

async function open(forcePostgres: boolean): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    if (!forcePostgres) {
      fail("DATABASE_URL is set; pass --force-postgres to seed that database on purpose.");
    }
    return openPostgres(url);
  }
  // DATA_DIR is relative to the repository root, as for `npm start`, whatever the cwd.
  const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? "./data");
  return openPglite(resolve(dataDir, "db"));
}

async function main() {
  const { values } = parseArgs({
    options: {
      reset: { type: "boolean", default: false },
      "force-postgres": { type: "boolean", default: false },
      profiles: { type: "string" },
    },
  });
  const profiles = values.profiles === undefined ? undefined : Number(values.profiles);
  if (profiles !== undefined && !(Number.isInteger(profiles) && profiles >= 0)) {
    fail("--profiles must be a whole number");
  }

  const database = await open(values["force-postgres"]);
  try {
    await database.migrate();
    if (!values.reset && !(await isDatabaseEmpty(database.db))) {
      fail("the database already has members; pass --reset to replace them.");
    }
    const summary = await seedDemo(database.db, {
      password: DEMO_PASSWORD,
      reset: values.reset,
      ...(profiles === undefined ? {} : { profiles }),
    });
    console.log(
      `Seeded ${summary.members} members (${summary.men} men, ${summary.women} women), ` +
        `${summary.subscriptions} subscriptions and ${summary.blogs} blog posts in ${summary.ms} ms.`,
    );
    console.log("Demo logins:");
    for (const login of demoLogins) {
      const role = login.isAdmin ? `${login.plan}, admin` : login.plan;
      console.log(`  ${login.email.padEnd(24)} ${login.password}  (${role})`);
    }
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof Error)) throw error;
  // Query errors carry the whole multi-row INSERT; the cause alone says what went wrong.
  const cause = error.cause instanceof Error ? error.cause.message : error.message;
  const reason = error instanceof SeedRefused ? error.message : `failed, nothing changed: ${cause}`;
  console.error(`seed: ${reason}`);
  process.exitCode = 1;
}
