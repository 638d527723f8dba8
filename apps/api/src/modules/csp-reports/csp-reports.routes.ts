import { cspReportBodySchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { rules } from "../../rules.ts";
import { cspReports } from "./csp-reports.table.ts";

/** Origin and path only: a query or fragment may hold a token (reset links) or a search. */
function bare(uri: string | undefined): string | null {
  if (!uri) return null;
  try {
    const url = new URL(uri);
    return `${url.origin}${url.pathname}`.slice(0, 500);
  } catch {
    // "inline", "eval", "data" and the like are keywords, not addresses.
    return uri.split(/[?#]/)[0]?.slice(0, 100) ?? null;
  }
}

export const CSP_REPORT_PATH = "/api/v1/csp-reports";

/**
 * Where browsers send Content-Security-Policy violations (report-uri and report-to). Anyone
 * can post here, so each address may send few reports, each small, and only the rule, the
 * page and the blocked address are kept.
 */
export const cspReportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const type of ["application/csp-report", "application/reports+json"]) {
    app.addContentTypeParser(
      type,
      { parseAs: "string" },
      app.getDefaultJsonParser("error", "error"),
    );
  }
  app.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: rules.cspReports.bodyLimitBytes,
      config: { rateLimit: rules.cspReports.rateLimit },
      schema: { tags: ["csp"], body: cspReportBodySchema },
    },
    async (req, reply) => {
      const reports = Array.isArray(req.body)
        ? req.body.map(({ body }) => ({
            directive: body.effectiveDirective,
            documentUri: body.documentURL,
            blockedUri: body.blockedURL,
            sourceFile: body.sourceFile,
            line: body.lineNumber,
          }))
        : [
            {
              directive:
                req.body["csp-report"]["effective-directive"] ??
                req.body["csp-report"]["violated-directive"],
              documentUri: req.body["csp-report"]["document-uri"],
              blockedUri: req.body["csp-report"]["blocked-uri"],
              sourceFile: req.body["csp-report"]["source-file"],
              line: req.body["csp-report"]["line-number"],
            },
          ];
      await db.insert(cspReports).values(
        reports.map((r) => ({
          id: uuidv7(),
          directive: (r.directive ?? "unknown").slice(0, 100),
          documentUri: bare(r.documentUri) ?? "unknown",
          blockedUri: bare(r.blockedUri),
          sourceFile: bare(r.sourceFile),
          line: r.line ?? null,
        })),
      );
      return reply.code(204).send();
    },
  );
};
