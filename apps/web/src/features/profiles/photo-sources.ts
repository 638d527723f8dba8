import type { Profile, ProfileCard } from "@sagpan/contract";

/**
 * How the list and a profile page draw their photos, in one place for the components and for the
 * boot script, which preloads the first screen's photos as soon as the data arrives
 * (app/first-screen-requests.ts): a preload is only used if it asks for what the page draws.
 * Free of React for that reason.
 */

/** Cards whose photos load at once: the first screen of a phone (two columns) or a desktop. */
export const EAGER_CARDS = 4;

/** A card's photo: half a phone's width, 240 px from 48em. */
export const CARD_PHOTO_SIZES = "(min-width: 48em) 240px, 50vw";

/** A profile page's photos: a phone's width, 420 px from 62em. */
export const PROFILE_PHOTO_SIZES = "(min-width: 62em) 420px, 100vw";

/** The two WebP widths the API stores of each photo. */
export const photoSrcSet = (pic: { small: string; medium: string }) =>
  `${pic.small} 320w, ${pic.medium} 720w`;

export interface PhotoSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** What a card draws: its photo, or the generated avatar of a member without one. */
export function cardPhoto(
  card: Pick<ProfileCard, "primary_profile_pic" | "avatar_url">,
): PhotoSource | null {
  const pic = card.primary_profile_pic;
  if (pic) return { src: pic.medium, srcSet: photoSrcSet(pic), sizes: CARD_PHOTO_SIZES };
  return card.avatar_url ? { src: card.avatar_url } : null;
}

/** What a profile page draws first: its first photo, or the generated avatar. */
export function profilePhoto(profile: Pick<Profile, "pics" | "avatar_url">): PhotoSource | null {
  const pic = profile.pics[0];
  if (pic) return { src: pic.medium, srcSet: photoSrcSet(pic), sizes: PROFILE_PHOTO_SIZES };
  return profile.avatar_url ? { src: profile.avatar_url } : null;
}
