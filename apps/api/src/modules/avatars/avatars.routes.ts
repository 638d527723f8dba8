import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { renderAvatarSvg } from "./avatar.ts";
import { createAvatarsRepository } from "./avatars.repository.ts";
import { renderBlogCoverSvg } from "./blog-cover.ts";

const profileFile = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.svg$/i;
const blogFile = /^blog-([1-9][0-9]?)\.svg$/;

/**
 * `GET /api/v1/avatars/<profile id>.svg` (the generated portrait of a member without photos)
 * and `blog-<n>.svg` (demo blog covers). Both are pure functions of the name, so they are
 * cached for a year.
 */
export const avatarRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const avatars = createAvatarsRepository({ db });

  app.get<{ Params: { file: string } }>(
    "/api/v1/avatars/:file",
    { schema: { tags: ["profiles"], summary: "Generated avatar or blog cover (SVG)" } },
    async (req, reply) => {
      const { file } = req.params;
      let svg: string | null = null;
      const blog = blogFile.exec(file);
      if (blog?.[1]) svg = renderBlogCoverSvg(Number(blog[1]));
      const profile = profileFile.exec(file);
      if (profile?.[1]) {
        const id = profile[1].toLowerCase();
        const gender = await avatars.findGender(id);
        if (gender) svg = renderAvatarSvg(id, gender);
      }
      if (svg === null) throw new AppError("request.not_found");
      return reply
        .type("image/svg+xml")
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .send(svg);
    },
  );
};
