import { currentLanguage } from "../../i18n/i18n.ts";
import type { TFunction } from "../../i18n/translator.ts";
import { api, isApiError, type Query } from "../../lib/api.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { saveBlob } from "../../lib/save-blob.ts";

/** The link's fields sit at the top of the body, as the spec's client reads them. */
interface BiodataReply {
  url: string;
  filename: string;
  expires_at: string;
}

/**
 * Asks the API for a biodata link, fetches the PDF and saves it, then says how it went
 * ('Download successful', or the translated error such as 'This profile is not verified').
 */
export async function downloadBiodata(
  t: TFunction,
  path: string,
  filename: string,
  query?: Query,
): Promise<"saved" | "upgrade" | "failed"> {
  try {
    // In the language the member reads the app in, whatever their account's stored one.
    const reply = await api.get<BiodataReply>(path, { ...query, lang: currentLanguage() });
    const response = await fetch(reply.url);
    if (!response.ok) throw new Error(`Biodata download failed: ${response.status}`);
    saveBlob(await response.blob(), filename);
    void notify(t("biodata.success"), { tone: "success" });
    return "saved";
  } catch (error) {
    void notifyError(t, error);
    // 402: the plan is what is missing; the caller can lead to the plans.
    return isApiError(error) && error.status === 402 ? "upgrade" : "failed";
  }
}

/** The avatar menu's "Download my biodata". */
export const downloadMyBiodata = (t: TFunction) =>
  downloadBiodata(t, "/api/v1/biodata", "biodata.pdf");

/** A profile view's "Download biodata", saved as `{name}_{lastName}.pdf`. */
export const downloadProfileBiodata = (t: TFunction, pid: string, name: string, lastName: string) =>
  downloadBiodata(t, "/api/v1/profile/biodata", `${name}_${lastName}.pdf`, { pid });
