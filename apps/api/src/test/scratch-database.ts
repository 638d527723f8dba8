import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A new, empty PostgreSQL database beside the one DATABASE_URL names (each test app, a whole
 * process, a restored backup); `drop` removes it.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = "sagpan_scratch",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pool.end() resolves before its sockets have closed; forcing the drop while they say
      // goodbye kills them mid-way and surfaces as unhandled errors. Let them leave first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (!rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
