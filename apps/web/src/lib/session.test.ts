import { afterEach, describe, expect, it, vi } from "vitest";
import { makeToken, sessionFixture } from "../test/fixtures.ts";
import { isTokenValid, jwtExpiry, MEMBER_HINT_COOKIE, sessionStore } from "./session.ts";

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe("session", () => {
  afterEach(() => vi.useRealTimers());

  it("reads exp from a base64url JWT payload", () => {
    expect(jwtExpiry(makeToken(1_900_000_000))).toBe(1_900_000_000);
    expect(jwtExpiry("not-a-token")).toBeNull();
    expect(jwtExpiry("a.%%%.c")).toBeNull();
  });

  it("treats a token as valid only while exp lies in the future", () => {
    const exp = 2_000_000_000;
    expect(isTokenValid(makeToken(exp), exp * 1000 - 1)).toBe(true);
    expect(isTokenValid(makeToken(exp), exp * 1000)).toBe(false);
  });

  it("stores every session key and reads the session back", () => {
    const session = sessionFixture({ name: "Ravi", hasPassword: true, isAdmin: true });
    sessionStore.save(session);
    expect(localStorage.getItem("token")).toBe(session.token);
    expect(localStorage.getItem("userId")).toBe("u-1");
    expect(localStorage.getItem("name")).toBe("Ravi");
    expect(localStorage.getItem("myplan")).toBe("Free");
    expect(localStorage.getItem("isAdmin")).toBe("true");
    expect(localStorage.getItem("hasPassword")).toBe("true");
    expect(sessionStore.check()).toEqual(session);
  });

  it("removes an expired token on the next check and treats the user as logged out", () => {
    sessionStore.save(sessionFixture({ exp: nowSeconds() + 60 }));
    expect(sessionStore.get()).not.toBeNull();

    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 61_000);
    expect(sessionStore.check()).toBeNull();
    expect(sessionStore.get()).toBeNull();
    for (const key of ["token", "userId", "name", "userPic", "myplan", "isAdmin"]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it("drops a token stored already expired", () => {
    localStorage.setItem("token", makeToken(nowSeconds() - 1));
    localStorage.setItem("userId", "u-1");
    expect(sessionStore.check()).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("userId")).toBeNull();
  });

  it("tells subscribers when the session changes", () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.save(sessionFixture());
    sessionStore.clear();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("the server's member hint", () => {
  const hint = () => document.cookie.split("; ").includes(`${MEMBER_HINT_COOKIE}=1`);

  it("is set with a session and removed with it, never holding the token", () => {
    sessionStore.clear();
    expect(hint()).toBe(false);
    const session = sessionFixture();
    sessionStore.save(session);
    expect(hint()).toBe(true);
    expect(document.cookie).not.toContain(session.token);
    sessionStore.clear();
    expect(hint()).toBe(false);
  });

  it("goes with a token that has expired", () => {
    sessionStore.save(sessionFixture());
    localStorage.setItem("token", makeToken(Math.floor(Date.now() / 1000) - 5));
    sessionStore.check();
    expect(hint()).toBe(false);
  });
});
