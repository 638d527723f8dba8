import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadMyBiodata, downloadProfileBiodata } from "./biodata.ts";

/** Opened from the avatar menu as a dialog: downloads my biodata once, then closes. */
export function MyBiodataDownload({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void downloadMyBiodata(t).finally(onClose);
  }, [t, onClose]);
  return null;
}

/** The profile view's "Download biodata" button. */
export function ProfileBiodataButton({
  profileId,
  name,
  lastName,
}: {
  profileId: string;
  name: string;
  lastName: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void downloadProfileBiodata(t, profileId, name, lastName).finally(() => setBusy(false));
      }}
    >
      {t("biodata.download")}
    </Button>
  );
}
