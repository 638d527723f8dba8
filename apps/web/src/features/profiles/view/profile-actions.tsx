import { Group } from "@mantine/core";
import type { ProfileFlags } from "@sagpan/contract";
import { lazy, Suspense } from "react";
import { ConnectionActions } from "../../connections/connection-actions.tsx";
import { SaveButton } from "../save-button.tsx";
import classes from "./view.module.css";

// A Menu.Item, so it imports Mantine's Menu: it loads with the More menu, not with the page.
const loadBiodataItem = () => import("../../trust/biodata-download.tsx");
const ProfileBiodataItem = lazy(() =>
  loadBiodataItem().then((m) => ({ default: m.ProfileBiodataItem })),
);

/**
 * The profile view's action bar. It follows the reply's flags (spec section 4, Profile actions
 * per flags): Save shows only while the profile is not saved. Chat request
 * (`is_chat_requested`), Send interest (`i_am_interested`) and Block/Unblock (`is_blocked`)
 * come from the connections feature, with Report and the biodata in its More menu.
 */
export function ProfileActions({
  profileId,
  flags,
  name,
  lastName,
}: {
  profileId: string;
  flags: ProfileFlags;
  name?: string;
  lastName?: string;
}) {
  return (
    <Group gap="sm" wrap="wrap" className={classes.actionRow}>
      <SaveButton profileId={profileId} initiallySaved={flags.is_bookmarked} />
      <ConnectionActions
        profileId={profileId}
        flags={flags}
        onMoreWanted={() => void loadBiodataItem()}
        more={
          name !== undefined && (
            <Suspense fallback={null}>
              <ProfileBiodataItem profileId={profileId} name={name} lastName={lastName ?? ""} />
            </Suspense>
          )
        }
      />
    </Group>
  );
}
