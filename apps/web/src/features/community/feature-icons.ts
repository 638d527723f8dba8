import type { FeatureIcon } from "@sagpan/contract";
import {
  IconAward,
  IconFileText,
  IconMessageChatbot,
  IconMessages,
  IconMoonStars,
  IconShieldCheck,
  IconShieldLock,
  IconUsersGroup,
} from "@tabler/icons-react";

/**
 * The drawing for each icon name a showcase card may carry (contract `featureIcons`). None of
 * the member screens' icons (build/chunks.ts): those would pull the member chunks into /featured.
 */
export const featureIconComponents: Record<FeatureIcon, typeof IconShieldCheck> = {
  verified: IconShieldCheck,
  gun: IconMoonStars,
  privacy: IconShieldLock,
  family: IconUsersGroup,
  plans: IconAward,
  assistant: IconMessageChatbot,
  chat: IconMessages,
  biodata: IconFileText,
};
