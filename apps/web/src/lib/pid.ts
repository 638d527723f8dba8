import { encodePid, profilePath } from "@sagpan/contract/links";

export { encodePid, profilePath };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The profile id inside a pid, or null when the pid is not one we could have made. */
export function decodePid(pid: string | undefined): string | null {
  if (!pid || !/^[A-Za-z0-9_-]+$/.test(pid)) return null;
  const base64 = pid.replace(/-/g, "+").replace(/_/g, "/");
  try {
    const id = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="));
    return ID.test(id) ? id : null;
  } catch {
    return null;
  }
}
