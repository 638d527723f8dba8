import { describe, expect, it } from "vitest";
import { FALLBACK_URL, readPush, sameOriginPath } from "./push.ts";

const data = (value: unknown) => ({
  json: () => {
    if (value instanceof Error) throw value;
    return value;
  },
});

describe("a push's payload", () => {
  it("is read as the contract gives it", () => {
    const shown = {
      title: "Krupa sent you a message",
      body: "Open the chat",
      url: "/chat?with=abc",
      tag: "message:abc",
    };
    expect(readPush(data({ kind: "message", ...shown }))).toEqual(shown);
  });

  it("is not ours without JSON or a title, so the worker shows its own words", () => {
    expect(readPush(null)).toBeNull();
    expect(readPush(data(new SyntaxError("not JSON")))).toBeNull();
    expect(readPush(data("text"))).toBeNull();
    expect(readPush(data({ body: "no title" }))).toBeNull();
  });

  it("keeps only strings, cut to a sane length", () => {
    const read = readPush(data({ title: "x".repeat(500), body: 42, url: null, tag: {} }));
    expect(read).toEqual({ title: "x".repeat(200), body: "", url: "", tag: "" });
  });
});

describe("the address a notification opens", () => {
  const origin = "https://sagpan.example.in";
  it("stays on the site, as a path", () => {
    expect(sameOriginPath("/chat?with=abc#end", origin)).toBe("/chat?with=abc#end");
    expect(sameOriginPath(`${origin}/interests`, origin)).toBe("/interests");
  });

  it("is the notification centre for anything elsewhere or not an address", () => {
    for (const url of [
      "https://elsewhere.example/phish",
      "//elsewhere.example/x",
      "javascript:alert(1)",
      "http://sagpan.example.in/downgraded",
      "https://",
    ]) {
      expect(sameOriginPath(url, origin), url).toBe(FALLBACK_URL);
    }
  });
});
