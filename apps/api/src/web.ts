import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "./lib/errors.ts";

/** Serves the built SPA: hashed assets cached for a year, every other page gets index.html. */
export async function registerWeb(app: FastifyInstance, dist: string | null) {
  const hasWeb = dist !== null && existsSync(join(dist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text assets; the browser gets the smallest.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header(
          "Cache-Control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    // A missing hashed asset is a 404 (an old tab after a deploy), never index.html as script.
    const isPage = !req.url.startsWith("/api/") && !req.url.startsWith("/assets/");
    if (hasWeb && req.method === "GET" && isPage) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    throw new AppError("request.not_found");
  });
}
