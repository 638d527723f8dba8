import type {
  ResetPasswordBody,
  Session,
  SignInBody,
  SignUpBody,
  UpdateUserBody,
} from "@sagpan/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { sessionStore } from "../../lib/session.ts";

/** The session object of sign-in, sign-up and PUT /user (tolerates a `{ data }` wrapper). */
const asSession = (body: Session | { data: Session }): Session =>
  "token" in body ? body : body.data;

/** Sign in and sign up both answer with the session and sign the member in at once. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) => api.post<Session>("/api/v1/sign_in", body).then(asSession),
    onSuccess: (session) => sessionStore.save(session),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUpBody) => api.post<Session>("/api/v1/sign_up", body).then(asSession),
    onSuccess: (session) => sessionStore.save(session),
  });
}

/** Both steps of a password reset go through one call (asking for the link, then using it). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post<unknown>("/api/v1/resetpassword", body),
  });
}

/** Setting or changing the password returns a fresh session (older tokens are revoked). */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api.put<Session>("/api/v1/user", body).then(asSession),
    onSuccess: (session) => sessionStore.save(session),
  });
}
