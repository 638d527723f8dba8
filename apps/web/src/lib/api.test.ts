import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionFixture } from "../test/fixtures.ts";
import { errorReply, server } from "../test/server.ts";
import { ApiError, api, apiRequest, configureApi } from "./api.ts";
import { serverBusy } from "./server-busy.ts";
import { sessionStore } from "./session.ts";

describe("api client", () => {
  const onPlanRequired = vi.fn();
  const onAuthRequired = vi.fn();
  const onRateLimited = vi.fn();
  configureApi({ onPlanRequired, onAuthRequired, onRateLimited });
  afterEach(() => {
    onPlanRequired.mockReset();
    onAuthRequired.mockReset();
    onRateLimited.mockReset();
  });

  it("sends JSON with the app id and, when signed in, the bearer token", async () => {
    const session = sessionFixture();
    sessionStore.save(session);
    let seen: Headers | undefined;
    let body: unknown;
    server.use(
      http.post("/api/v1/echo", async ({ request }) => {
        seen = request.headers;
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(api.post("/api/v1/echo", { a: 1 })).resolves.toEqual({ ok: true });
    expect(seen?.get("x-requested-with")).toBe("sagpan-web");
    expect(seen?.get("authorization")).toBe(`Bearer ${session.token}`);
    expect(seen?.get("content-type")).toBe("application/json");
    expect(body).toEqual({ a: 1 });
  });

  it("sends no Authorization header for a visitor", async () => {
    let auth: string | null = "unset";
    server.use(
      http.get("/api/v1/echo", ({ request }) => {
        auth = request.headers.get("authorization");
        return HttpResponse.json({ data: 1 });
      }),
    );
    await api.get("/api/v1/echo");
    expect(auth).toBeNull();
  });

  it("turns an error body into an ApiError with code, message and fields", async () => {
    server.use(
      http.post("/api/v1/sign_up", () =>
        errorReply("request.invalid", { email: "Enter a valid email address" }),
      ),
    );
    const error = await api.post("/api/v1/sign_up", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "request.invalid",
      message: "Some fields are missing or invalid",
      fields: { email: "Enter a valid email address" },
    });
  });

  it("reports HTTP 402 and still rejects the call", async () => {
    server.use(http.get("/api/v1/contacts", () => errorReply("plan.upgrade_required")));
    await expect(api.get("/api/v1/contacts")).rejects.toMatchObject({ status: 402 });
    expect(onPlanRequired).toHaveBeenCalledOnce();
  });

  it("drops the session on 401 auth.required for a member call", async () => {
    sessionStore.save(sessionFixture());
    server.use(http.get("/api/v1/myprofile", () => errorReply("auth.required")));
    await expect(api.get("/api/v1/myprofile")).rejects.toMatchObject({ code: "auth.required" });
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
    expect(onAuthRequired).toHaveBeenCalledOnce();
  });

  it("leaves a visitor's failed sign-in alone", async () => {
    server.use(http.post("/api/v1/sign_in", () => errorReply("auth.invalid_credentials")));
    await expect(api.post("/api/v1/sign_in", {})).rejects.toMatchObject({ status: 401 });
    expect(onAuthRequired).not.toHaveBeenCalled();
  });

  it("says once to wait when a read meets the call limit, and hands its query the Retry-After", async () => {
    server.use(
      http.get("/api/v1/profiles", () => {
        const reply = errorReply("request.rate_limited");
        reply.headers.set("Retry-After", "7");
        return reply;
      }),
    );
    const error = await api.get("/api/v1/profiles").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: "request.rate_limited", retryAfterMs: 7000 });
    expect((error as ApiError).reported).toBe(true);
    expect(onRateLimited).toHaveBeenCalledOnce();
  });

  it("leaves a refused write and the sign-up limit to their callers' messages", async () => {
    server.use(
      http.post("/api/v1/interests", () => errorReply("request.rate_limited")),
      http.get("/api/v1/too-many", () => errorReply("auth.too_many_sign_ups")),
    );
    const write = await api.post("/api/v1/interests", {}).catch((e: unknown) => e);
    expect(write).toMatchObject({ status: 429, code: "request.rate_limited", reported: false });
    const other = await api.get("/api/v1/too-many").catch((e: unknown) => e);
    expect(other).toMatchObject({ code: "auth.too_many_sign_ups", reported: false });
    expect(onRateLimited).not.toHaveBeenCalled();
  });

  it("maps a network failure to a network error", async () => {
    server.use(http.get("/api/v1/down", () => HttpResponse.error()));
    await expect(api.get("/api/v1/down")).rejects.toMatchObject({ code: "network.offline" });
  });

  it("sends a write again after a busy reply's Retry-After, and is busy meanwhile", async () => {
    const seen: boolean[] = [];
    server.use(
      http.post("/api/v1/echo", async ({ request }) => {
        seen.push(serverBusy.now());
        if (seen.length === 1) {
          const reply = errorReply("service.unavailable");
          reply.headers.set("Retry-After", "0");
          return reply;
        }
        return HttpResponse.json(await request.json());
      }),
    );
    await expect(api.post("/api/v1/echo", { a: 1 })).resolves.toEqual({ a: 1 });
    expect(seen).toEqual([false, true]);
    expect(serverBusy.now()).toBe(false);
  });

  it("stops waiting for a busy server as soon as the caller gives up", async () => {
    server.use(
      http.get("/api/v1/slow", () => {
        const reply = errorReply("service.unavailable");
        reply.headers.set("Retry-After", "10");
        return reply;
      }),
    );
    const controller = new AbortController();
    const call = apiRequest("/api/v1/slow", { signal: controller.signal });
    await vi.waitFor(() => expect(serverBusy.now()).toBe(true));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
    expect(serverBusy.now()).toBe(false);
  });

  it("does not try a plain server error again", async () => {
    let calls = 0;
    server.use(
      http.get("/api/v1/broken", () => {
        calls += 1;
        return errorReply("server.error");
      }),
    );
    await expect(api.get("/api/v1/broken")).rejects.toMatchObject({ code: "server.error" });
    expect(calls).toBe(1);
  });
});
