// Grows a seeded community tenfold (or `copies`-fold) inside PostgreSQL: every member, their
// account and partner preferences copied with a new id and email, born a few weeks apart and
// joined earlier, so the values' spread stays the seeded one. One INSERT … SELECT with
// generate_series per table: 1,000,000 profiles in minutes, not hours of inserts from Node.
import pg from "pg";

async function columnsOf(db: pg.Client, table: string): Promise<string[]> {
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_name = $1 and is_generated = 'NEVER' and is_identity = 'NO'
     order by ordinal_position`,
    [table],
  );
  return rows.map((r) => `"${r.column_name}"`);
}

/** The copy's value of a column: new ids and emails, shifted dates, the rest as they are. */
const copied: Record<string, string> = {
  '"id"': `t.id || '-' || g`,
  '"email"': `'c' || g || '.' || t.email`,
  '"birthdate"': `t.birthdate - (g * 11) % 60`,
  '"created_at"': `t.created_at - g * interval '9 days'`,
  '"updated_at"': `t.updated_at - g * interval '9 days'`,
};

export async function multiplyCommunity(url: string, copies: number): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query("set maintenance_work_mem = '256MB'");
    for (const [table, where] of [
      ["users", "exists (select 1 from profiles p where p.id = t.id)"],
      ["profiles", "true"],
      ["partner_preferences", "true"],
    ] as const) {
      const cols = await columnsOf(db, table);
      const values = cols.map((c) => copied[c] ?? `t.${c}`);
      await db.query(
        `insert into ${table} (${cols.join(", ")})
         select ${values.join(", ")} from ${table} t cross join generate_series(1, ${copies - 1}) g
         where ${where}`,
      );
    }
    await db.query("vacuum analyze users");
    await db.query("vacuum analyze profiles");
    await db.query("vacuum analyze partner_preferences");
  } finally {
    await db.end();
  }
}
