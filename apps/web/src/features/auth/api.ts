import type {
  googleConfigSchema,
  PhotoVisibility,
  Privacy,
  ResetPasswordBody,
  Session,
  SignInBody,
  SignUpBody,
  UpdateUserBody,
} from "@sagpan/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
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

/** The sign-up form's photo question, saved to the new member's privacy settings. */
export const savePhotoChoice = (photos: PhotoVisibility) =>
  api.put<{ data: Privacy }>("/api/v1/privacy", { privacy: { photos } });

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

/** The site's Google client id when sign-in with Google is set up, else null; asked once a visit. */
export function useGoogleClientId(): string | null {
  const config = useQuery({
    queryKey: ["google-config"],
    queryFn: ({ signal }) =>
      api.get<(typeof googleConfigSchema)["_output"]>("/api/v1/google/config", {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return config.data?.client_id ?? null;
}

/** The Google button and its handling, loaded only where a client id is set. */
export const loadGoogleEntry = () =>
  import("./google-entry.tsx").then((m) => ({ default: m.GoogleEntry }));

/** The mailed link's page: confirms the email its token names. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      api.put<{ data: { confirmed: boolean } }>("/api/v1/email/confirmation", { token }),
  });
}

/** Mails the confirmation link again (limited by the server). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => api.post<{ data: { confirmed: boolean } }>("/api/v1/email/confirmation", {}),
  });
}
