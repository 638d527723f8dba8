import { describe, expect, it } from "vitest";
import { matchPage } from "./pages.ts";

describe("matchPage", () => {
  it("finds a page with or without its trailing slash, and its parameters", () => {
    expect(matchPage("/")?.pattern).toBe("/");
    expect(matchPage("/blogs/")?.pattern).toBe("/blogs");
    expect(matchPage("/upload/job/doc")?.pattern).toBe("/upload/job/doc");
    expect(matchPage("/blog/01a2%2Db")).toEqual({ pattern: "/blog/:id", params: { id: "01a2-b" } });
    expect(matchPage("/profile/MDFhMjA5/")?.params).toEqual({ pid: "MDFhMjA5" });
  });

  it("knows no other path", () => {
    for (const path of [
      "//",
      "/profiles/x",
      "/profile/",
      "/profile/a/b",
      "/blog",
      "/upload",
      "/login.php",
      "/wp-admin",
      "/blog/%E0%A4",
    ]) {
      expect(matchPage(path), path).toBeNull();
    }
  });
});
