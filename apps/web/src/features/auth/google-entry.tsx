import { Divider, Text } from "@mantine/core";
import type { GooglePeopleReply } from "@sagpan/contract";
import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useGooglePeople } from "./google-api.ts";

const GoogleButton = lazy(() =>
  import("./google-button.tsx").then((m) => ({ default: m.GoogleButton })),
);

/** What the sign-up page needs to finish a Google sign-up (router state, never stored). */
export interface GoogleSignUpState {
  credential: string;
  email: string;
  name: string;
  lastName: string;
}

/**
 * "Continue with Google" above the email form. The pages load this module only when the site
 * has a Google client id (useGoogleClientId), so without one /login and /signup carry none of it
 * and never load Google's script. A known email signs in; a new one goes to the sign-up form for
 * its details, declaration and consent.
 */
export function GoogleEntry({
  clientId,
  context,
}: {
  clientId: string;
  context: "signin" | "signup";
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const people = useGooglePeople();
  const onCredential = (credential: string) =>
    people.mutate(
      { credential },
      {
        onSuccess: (reply: GooglePeopleReply) => {
          if (reply.status === "signed_in") return navigate("/profiles", { replace: true });
          const state: GoogleSignUpState = { credential, ...reply };
          navigate("/signup", { state: { google: state } });
        },
      },
    );
  return (
    <>
      <Suspense fallback={null}>
        <GoogleButton clientId={clientId} context={context} onCredential={onCredential} />
      </Suspense>
      {people.isError && (
        <Text c="red.8" size="sm" role="alert">
          {translateError(t, people.error)}
        </Text>
      )}
      <Divider label={t("googleSignIn.or")} labelPosition="center" />
    </>
  );
}
