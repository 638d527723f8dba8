import { useSession } from "../../lib/use-session.ts";
import classes from "./top-bar.module.css";

/** The first letters of the first two words, as Mantine's Avatar writes them. */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join("")
    .toUpperCase();
}

/**
 * The signed-in member's photo, or their initials, in a circle: plain markup, so the top bar
 * draws it without the menu's code (the menu loads when it is about to be used).
 */
export function AvatarFace() {
  const session = useSession();
  return (
    <span className={classes.avatar} aria-hidden>
      {session?.userPic ? (
        <img src={session.userPic} alt="" className={classes.avatarImage} />
      ) : (
        initialsOf(session?.name)
      )}
    </span>
  );
}
