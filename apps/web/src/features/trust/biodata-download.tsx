import { Menu } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
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

/**
 * The profile view's "Download biodata", in its More menu. A plan the member does not have
 * (402, a Free member) leads to the plans, after the app's 'Buy plan' warning.
 */
export function ProfileBiodataItem({
  profileId,
  name,
  lastName,
}: {
  profileId: string;
  name: string;
  lastName: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu.Item
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => {
        void downloadProfileBiodata(t, profileId, name, lastName).then((result) => {
          if (result === "upgrade") void navigate("/subscription");
        });
      }}
    >
      {t("biodata.download")}
    </Menu.Item>
  );
}
