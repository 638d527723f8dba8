import type { GooglePeopleBody, GooglePeopleReply } from "@sagpan/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { sessionStore } from "../../lib/session.ts";

// Apart from api.ts: /login needs only the client id check, not this.
/** A Google ID token: signs in (the session is kept) or asks for the sign-up details. */
export function useGooglePeople() {
  return useMutation({
    mutationFn: (body: GooglePeopleBody) =>
      api.post<GooglePeopleReply>("/api/v1/google/people", body),
    onSuccess: (reply) => {
      if (reply.status === "signed_in") sessionStore.save(reply.session);
    },
  });
}
