import { Group } from "@mantine/core";
import type { ProfileFlags } from "@sagpan/contract";
import { ConnectionActions } from "../../connections/connection-actions.tsx";
import { SaveButton } from "../save-button.tsx";

/**
 * The profile view's action bar. It follows the reply's flags (spec section 4, Profile actions
 * per flags): Save shows only while the profile is not saved. Chat request
 * (`is_chat_requested`), Send interest (`i_am_interested`) and Block/Unblock (`is_blocked`)
 * come from the connections feature, with Report.
 */
export function ProfileActions({ profileId, flags }: { profileId: string; flags: ProfileFlags }) {
  return (
    <Group gap="sm" wrap="wrap">
      <SaveButton profileId={profileId} initiallySaved={flags.is_bookmarked} />
      <ConnectionActions profileId={profileId} flags={flags} />
    </Group>
  );
}
