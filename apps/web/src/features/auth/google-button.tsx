import { Box } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";

/** The part of Google Identity Services this page uses (developers.google.com/identity/gsi/web). */
interface Gsi {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (reply: { credential: string }) => void;
        ux_mode?: "popup";
        context?: "signin" | "signup";
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: Gsi;
  }
}

const GSI_SCRIPT = "https://accounts.google.com/gsi/client";
let gsiLoading: Promise<Gsi> | undefined;

/** Google's script, added once, on the first page that shows the button. */
function loadGsi(): Promise<Gsi> {
  gsiLoading ??= new Promise<Gsi>((resolve, reject) => {
    if (window.google?.accounts) return resolve(window.google);
    const script = document.createElement("script");
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error("no gsi")));
    script.onerror = () => {
      gsiLoading = undefined;
      reject(new Error("gsi failed to load"));
    };
    document.head.append(script);
  });
  return gsiLoading;
}

/**
 * Google's own "Continue with Google" button, in the page's language; a click gives an ID
 * token (`credential`), which the API checks. Loaded only where sign-in with Google is set up.
 */
export function GoogleButton({
  clientId,
  context,
  onCredential,
}: {
  clientId: string;
  context: "signin" | "signup";
  onCredential: (credential: string) => void;
}) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  useEffect(() => {
    let live = true;
    loadGsi()
      .then((gsi) => {
        if (!live || !box.current) return;
        gsi.accounts.id.initialize({
          client_id: clientId,
          callback: (reply) => callback.current(reply.credential),
          ux_mode: "popup",
          context,
        });
        gsi.accounts.id.renderButton(box.current, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: "continue_with",
          shape: "rectangular",
          logo_alignment: "center",
          locale: i18n.language,
          width: Math.min(box.current.clientWidth || 320, 400),
        });
      })
      .catch(() => {
        // No button when Google cannot be reached; email and password still work.
      });
    return () => {
      live = false;
    };
  }, [clientId, context, i18n.language]);
  return <Box ref={box} mih={44} style={{ display: "flex", justifyContent: "center" }} />;
}
