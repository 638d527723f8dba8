import { lazy, Suspense } from "react";
import { dialogs, useOpenDialog } from "../lib/dialogs.ts";

const SetPasswordDialog = lazy(() =>
  import("../features/auth/set-password-dialog.tsx").then((m) => ({
    default: m.SetPasswordDialog,
  })),
);

const MyBiodataDownload = lazy(() =>
  import("../features/trust/biodata-download.tsx").then((m) => ({
    default: m.MyBiodataDownload,
  })),
);

/** Renders the dialog a menu asked for; each dialog's code loads on first use. */
export function DialogHost() {
  const open = useOpenDialog();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open === "set-password" && <SetPasswordDialog opened onClose={dialogs.close} />}
      {open === "biodata" && <MyBiodataDownload onClose={dialogs.close} />}
    </Suspense>
  );
}
