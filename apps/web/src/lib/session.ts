import type { PlanName, Session } from "@sagpan/contract";

/** The local-storage keys of the session (spec section 3, Session, plus hasPassword and exp). */
const KEYS = [
  "token",
  "userId",
  "name",
  "userPic",
  "myplan",
  "isAdmin",
  "hasPassword",
  "exp",
] as const;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null | undefined;

/** Reads `exp` (seconds since the epoch) from a JWT's base64url payload; null when unreadable. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "=");
    const claims: unknown = JSON.parse(atob(padded));
    if (claims && typeof claims === "object" && "exp" in claims && typeof claims.exp === "number") {
      return claims.exp;
    }
  } catch {
    return null;
  }
  return null;
}

/** A token is valid only while its expiry lies in the future (spec section 4, Session). */
export function isTokenValid(token: string, now = Date.now()): boolean {
  const exp = jwtExpiry(token);
  return exp !== null && exp * 1000 > now;
}

function read(): Session | null {
  const token = localStorage.getItem("token");
  if (!token) return null;
  if (!isTokenValid(token)) {
    removeKeys();
    return null;
  }
  return {
    token,
    exp: jwtExpiry(token) ?? Number(localStorage.getItem("exp") ?? 0),
    userId: localStorage.getItem("userId") ?? "",
    name: localStorage.getItem("name") ?? "",
    userPic: localStorage.getItem("userPic") || null,
    myplan: (localStorage.getItem("myplan") as PlanName | null) ?? "Free",
    isAdmin: localStorage.getItem("isAdmin") === "true",
    hasPassword: localStorage.getItem("hasPassword") === "true",
  };
}

function removeKeys() {
  for (const key of KEYS) localStorage.removeItem(key);
}

function sameSession(a: Session | null | undefined, b: Session | null) {
  if (!a || !b) return a === b;
  return KEYS.every((key) => a[key] === b[key]);
}

/** The cookie that tells the server a browser has a session (see hintServer). */
export const MEMBER_HINT_COOKIE = "sagpan_member";

/**
 * A hint for the server, never a credential (the token stays in local storage and the API
 * checks it on every call): with it, the server sends a member page's document with the page's
 * scripts preloaded; without it, a visitor opening a shared link does not download them.
 */
function hintServer(signedIn: boolean) {
  if (typeof document === "undefined") return;
  const present = document.cookie.split("; ").includes(`${MEMBER_HINT_COOKIE}=1`);
  if (signedIn === present) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  const value = signedIn ? "1; Max-Age=31536000" : "; Max-Age=0";
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous and in every browser (the Cookie Store API is neither), and this runs before the first render
  document.cookie = `${MEMBER_HINT_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}

function update(next: Session | null) {
  if (sameSession(current, next)) return;
  hintServer(next !== null);
  current = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  /** The current session, or null for a visitor. Stable between changes (for useSyncExternalStore). */
  get(): Session | null {
    if (current === undefined) {
      current = read();
      hintServer(current !== null);
    }
    return current;
  },
  /** Re-reads local storage and drops an expired token; run on every route change. */
  check(): Session | null {
    update(read());
    return current ?? null;
  },
  save(session: Session) {
    for (const key of KEYS) {
      const value = session[key];
      localStorage.setItem(key, value === null ? "" : String(value));
    }
    update(read());
  },
  clear() {
    removeKeys();
    update(null);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
