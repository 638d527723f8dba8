import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/**
 * A ZIP written to a local file as its entries come, one at a time (fflate's streaming Zip):
 * memory holds one entry at most, however many photos and documents the member has. JSON is
 * deflated; photos and documents, already compressed, are stored as they are.
 */
export function createZipWriter(path: string) {
  const out = createWriteStream(path);
  let failure: Error | null = null;
  let blocked = false;
  out.on("error", (err) => {
    failure = err;
  });
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      failure = err;
      return;
    }
    if (!out.write(chunk)) blocked = true;
    if (final) out.end();
  });

  /** Waits while the file is behind, so entries are read no faster than the disk takes them. */
  async function settle() {
    if (failure) throw failure;
    if (blocked) {
      blocked = false;
      await once(out, "drain");
    }
  }

  return {
    async json(name: string, value: unknown) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), true);
      await settle();
    },

    async file(name: string, bytes: Uint8Array) {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      entry.push(bytes, true);
      await settle();
    },

    /** A folder entry, so an empty folder is still there when unzipped. */
    async folder(name: string) {
      const entry = new ZipPassThrough(name.endsWith("/") ? name : `${name}/`);
      zip.add(entry);
      entry.push(new Uint8Array(0), true);
      await settle();
    },

    /** Writes the central directory and waits for the file to be complete on disk. */
    async finish() {
      const finished = once(out, "finish");
      zip.end();
      await finished;
      if (failure) throw failure;
    },

    /** After a failure: the half-written file is closed (the caller removes it). */
    abort() {
      zip.terminate();
      out.destroy();
    },
  };
}
