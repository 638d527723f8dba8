import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build, type Plugin, type Rollup } from "vite";

/**
 * The pages a member most often opens first, by the name the API serves them under
 * (apps/api/src/web.ts), with the lazy modules they need at once: the page and the top bar's
 * member part.
 */
const bar = "src/features/layout/member-bar.tsx";
const memberPages = {
  profiles: ["src/features/profiles/profiles-page.tsx", bar],
  profile: ["src/features/profiles/view/profile-view-page.tsx", bar],
  info: ["src/features/profile-edit/edit-profile-page.tsx", bar],
  interests: ["src/features/connections/interests-page.tsx", bar],
  chats: ["src/features/connections/chats-page.tsx", bar],
  chat: ["src/features/connections/chat-page.tsx", bar],
  subscription: ["src/features/trust/subscription-page.tsx", bar],
  notifications: ["src/features/notifications/notifications-page.tsx", bar],
  matches: ["src/features/matches/matches-page.tsx", bar],
  visitors: ["src/features/visitors/visitors-page.tsx", bar],
};

/**
 * Builds the boot script (src/boot.ts) on its own, into one small minified file with everything
 * it uses: as part of the app's entry (where Vite would fold a second script of index.html) or
 * sharing its chunks, it waited for the app's code to download. It hands its replies to the app
 * through a global (lib/early-requests.ts), as each has its own copy of that module.
 */
async function buildBoot(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: "silent",
    build: {
      write: false,
      emptyOutDir: false,
      lib: { entry: "src/boot.ts", formats: ["es"], fileName: "boot" },
      // Library builds keep whitespace; this is a page's script, so fully minified.
      rolldownOptions: { output: { minify: true } },
    },
  });
  const chunk = [output]
    .flat()
    .flatMap((result) => ("output" in result ? result.output : []))
    .find((file): file is Rollup.OutputChunk => file.type === "chunk" && file.isEntry);
  if (!chunk) throw new Error("the boot script did not build");
  // It runs before anything else on a member's page and must stay a few KB: a library that
  // reads `process.env` (React did, through lib/api.ts) would throw there, as a library build
  // does not replace it, and the page would lose its early requests.
  if (chunk.code.includes("process.env") || chunk.code.length > 12_000) {
    throw new Error(
      `the boot script is ${chunk.code.length} bytes${chunk.code.includes("process.env") ? " and reads process.env" : ""}: see what src/boot.ts imports`,
    );
  }
  return chunk.code;
}

/** Every chunk reachable from `roots` through static imports. */
function staticClosure(roots: Rollup.OutputChunk[], byFile: Map<string, Rollup.OutputChunk>) {
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) visit(byFile.get(file)!);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * Writes `routes/<page>.html` beside index.html for a member's first pages: the same document
 * with, in its head, the boot script (`async`, ahead of the app: it sends the page's API calls
 * at once) and the page's own scripts and styles preloaded, so they download with the entry
 * instead of after it has run. The API serves these only to a browser with a session; index.html,
 * which visitors and the sign-in page get, carries none of it. Style sheets are preloaded, not
 * linked: a link would hold the first paint for styles the static top bar does not need.
 */
export function memberPagesPlugin(): Plugin {
  let root = "";
  let outDir = "";
  let bootFile = "";
  let bundle: Rollup.OutputBundle = {};
  return {
    name: "sagpan-member-pages",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      const code = await buildBoot(root);
      const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
      bootFile = `assets/boot-${hash}.js`;
      this.emitFile({ type: "asset", fileName: bootFile, source: code });
    },
    generateBundle(_options, output) {
      bundle = output;
    },
    writeBundle() {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === "chunk",
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loadedByEntry = staticClosure(
        chunks.filter((chunk) => chunk.isEntry),
        byFile,
      );
      const html = readFileSync(join(outDir, "index.html"), "utf8");
      const charset = /<meta charset="[^"]*" \/>/;
      if (!charset.test(html) || !html.includes("</head>")) {
        throw new Error("index.html has no charset or no </head>");
      }
      mkdirSync(join(outDir, "routes"), { recursive: true });
      for (const [page, modules] of Object.entries(memberPages)) {
        const roots = modules.map((module) => {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
          if (!chunk) throw new Error(`${module} is in no chunk`);
          return chunk;
        });
        const scripts = [...staticClosure(roots, byFile)].filter((f) => !loadedByEntry.has(f));
        const styles = new Set(
          scripts.flatMap((file) => [...(byFile.get(file)!.viteMetadata?.importedCss ?? [])]),
        );
        const preloads = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...styles].map(
            (file) => `<link rel="preload" as="style" crossorigin href="/${file}">`,
          ),
        ];
        const boot = `<script type="module" async crossorigin src="/${bootFile}"></script>`;
        writeFileSync(
          join(outDir, "routes", `${page}.html`),
          html
            .replace(charset, (meta) => `${meta}\n    ${boot}`)
            .replace("</head>", `  ${preloads.join("\n    ")}\n  </head>`),
        );
      }
    },
  };
}
