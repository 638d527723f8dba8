import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, openPglite, openPostgres } from "../db/client.ts";
import { createDiskStore } from "../lib/storage.ts";
import { photo, uploadPhotos } from "../modules/pictures/photo-fixtures.ts";
import { bearer, createMember } from "../test/factories.ts";
import { createScratchDatabase } from "../test/scratch-database.ts";
import { uploadDoc } from "../test/trust-factories.ts";
import { BackupRefused, backup, restore, type Source } from "./backup.ts";

let work: string;
const scratches: { drop(): Promise<void> }[] = [];
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "sagpan-backup-"));
});
afterAll(async () => {
  for (const s of scratches) await s.drop();
  await rm(work, { recursive: true, force: true });
});

const secret = randomBytes(32).toString("hex");

/** The real app over a database and a files folder, as `npm start` builds it. */
async function appOn(database: Database, filesDir: string) {
  const config = loadConfig({ NODE_ENV: "test", JWT_SECRET: secret, LOG_LEVEL: "silent" });
  return buildApp({
    config,
    database,
    files: createDiskStore(filesDir),
    logger: false,
    webDist: null,
    rateLimitMax: 100_000,
    keyPrefix: `sagpan-backup-${randomBytes(4).toString("hex")}:`,
  });
}

const open = (s: Source) => (s.kind === "postgres" ? openPostgres(s.url) : openPglite(s.dir));

/** Members with photos, a document and a message: rows in most tables, files in three folders. */
async function fill(source: Source, filesDir: string) {
  const database = await open(source);
  await database.migrate();
  const app = await appOn(database, filesDir);
  try {
    const bride = await createMember(app, { body: { name: "Krupa" } });
    const groom = await createMember(app, { body: { gender: "male", birthdate: "1992-03-04" } });
    const up = await uploadPhotos(app, bride.token, [
      { name: "a.jpg", bytes: await photo(500, 400) },
    ]);
    expect(up.statusCode).toBe(201);
    expect((await uploadDoc(app, bride.token, "GovID")).statusCode).toBe(201);
    await app.inject({
      method: "POST",
      url: "/api/v1/interests",
      headers: bearer(groom.token),
      payload: { interest: { to: bride.userId } },
    });
    return { bride, photoUrl: up.json().data[0].small as string };
  } finally {
    await app.close();
    await database.close();
  }
}

async function tree(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const path = join(e.parentPath, e.name);
    out[path.slice(root.length)] = (await readFile(path)).toString("base64");
  }
  return out;
}

/** Backup, restore into new places, compare, and use the restored copy through the app. */
async function roundTrip(source: Source, target: Source, name: string) {
  const filesDir = join(work, name, "files");
  const { bride, photoUrl } = await fill(source, filesDir);
  const out = join(work, name, "backup");
  const manifest = await backup({ source, filesDir, out });
  expect(manifest.database).toBe(source.kind);
  expect(manifest.tables["public.users"]?.rows).toBe(2);
  expect(manifest.tables["drizzle.__drizzle_migrations"]?.rows).toBeGreaterThan(0);
  expect(Object.keys(manifest.files.store === "disk" ? manifest.files.list : {})).toEqual(
    expect.arrayContaining([expect.stringMatching(/^pics\//), expect.stringMatching(/^docs\//)]),
  );

  const restoredFiles = join(work, name, "restored-files");
  const report = await restore({ from: out, target, filesDir: restoredFiles });
  expect(report.mismatches).toEqual([]);
  expect(report.tables).toBe(Object.keys(manifest.tables).length);
  expect(report.rows).toBe(Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0));
  expect(await tree(restoredFiles)).toEqual(await tree(filesDir));

  // The restored copy is a working install: the member signs in and sees her photo.
  const database = await open(target);
  await database.migrate(); // nothing to do: the journal came with the backup
  const app = await appOn(database, restoredFiles);
  try {
    const signIn = await app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      payload: { email: bride.email, password: bride.password },
    });
    expect(signIn.statusCode).toBe(200);
    const pic = await app.inject({ url: photoUrl });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers["content-type"]).toBe("image/webp");
  } finally {
    await app.close();
    await database.close();
  }

  // Never over live data: the same target again is refused.
  await expect(restore({ from: out, target, filesDir: join(work, name, "other") })).rejects.toThrow(
    BackupRefused,
  );
  await expect(backup({ source, filesDir, out })).rejects.toThrow(/already exists/);
}

describe("backup and restore", () => {
  it("round-trips the embedded database and the files into a new DATA_DIR", async () => {
    await roundTrip(
      { kind: "pglite", dir: join(work, "pglite", "db") },
      { kind: "pglite", dir: join(work, "pglite", "restored-db") },
      "pglite",
    );
  }, 120_000);

  it.skipIf(!process.env.DATABASE_URL)(
    "round-trips PostgreSQL (pg_dump, pg_restore) and the files into a new database",
    async () => {
      const a = await createScratchDatabase(process.env.DATABASE_URL as string);
      const b = await createScratchDatabase(process.env.DATABASE_URL as string);
      scratches.push(a, b);
      await roundTrip({ kind: "postgres", url: a.url }, { kind: "postgres", url: b.url }, "pg");
    },
    120_000,
  );

  it("refuses to copy an embedded database the app has open", async () => {
    // PGlite writes postmaster.pid while a process has the database open (and removes it
    // when closed): the file alone stands for the running app here.
    const dir = join(work, "busy", "db");
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "PG_VERSION"), "17\n");
    await writeFile(join(dir, "postmaster.pid"), "-42\n");
    await expect(
      backup({ source: { kind: "pglite", dir }, filesDir: null, out: join(work, "busy", "b") }),
    ).rejects.toThrow(/stop the app first/);
    expect(existsSync(join(work, "busy", "b"))).toBe(false);
    // And a DATA_DIR with no database at all is a mistake, not an empty backup.
    await expect(
      backup({
        source: { kind: "pglite", dir: join(work, "nothing", "db") },
        filesDir: null,
        out: join(work, "nothing", "b"),
      }),
    ).rejects.toThrow(/no embedded database/);
  });

  it("runs as `npm run backup` and `npm run restore`, keeping the embedded signing secret", async () => {
    const dataDir = join(work, "cli");
    const db = await openPglite(join(dataDir, "db"));
    await db.migrate();
    await db.close();
    await createDiskStore(join(dataDir, "files")).put(
      "pics/x/y.webp",
      Buffer.from("x"),
      "image/webp",
    );
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      S3_BUCKET: "",
      BACKUP_DIR: join(work, "cli-backups"),
    };
    // The app's generated secret, as loadConfig writes it on an embedded install.
    loadConfig({ DATA_DIR: dataDir });

    const made = await cli(["backup"], env);
    expect(made.stderr).toBe("");
    expect(made.stdout).toMatch(
      /Backup written to .*cli-backups\/sagpan-\d{8}-\d{6}\n {2}pglite: \d+ tables, \d+ rows; 2 files/,
    );
    expect(made.code).toBe(0);
    const folder = made.stdout.split("\n")[0]?.replace("Backup written to ", "") ?? "";

    const restoredDir = join(work, "cli-restored");
    const restored = await cli(["restore", folder], { ...env, DATA_DIR: restoredDir });
    expect(restored.stdout).toContain("verified: every table and file matches the backup");
    expect(restored.code).toBe(0);
    expect(await readFile(join(restoredDir, "jwt-secret"), "utf8")).toBe(
      await readFile(join(dataDir, "jwt-secret"), "utf8"),
    );
    expect(existsSync(join(restoredDir, "files", "pics", "x", "y.webp"))).toBe(true);
  }, 120_000);
});

const backupCli = fileURLToPath(new URL("./backup-cli.ts", import.meta.url));
function cli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", backupCli, ...args], {
      env: { ...process.env, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
