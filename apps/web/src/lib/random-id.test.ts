import { describe, expect, it } from "vitest";
import { randomId } from "./random-id.ts";

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("randomId", () => {
  it("uses crypto.randomUUID where the page is a secure context", () => {
    expect(
      randomId({
        getRandomValues: crypto.getRandomValues.bind(crypto),
        randomUUID: () => "a-b-c-d-e",
      }),
    ).toBe("a-b-c-d-e");
  });

  it("builds a v4 UUID from getRandomValues on plain http, where randomUUID is missing", () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 200 }, () => randomId(insecure)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });
});
