import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import classes from "./top-bar.module.css";

/**
 * A small button whose meaning shows on a tap, in a bubble below it, since phones have no hover
 * for a title. A second tap, a tap elsewhere, Escape or a link in it closes it. Closed, the text
 * stays for screen readers.
 */
export function TapLabel({
  label,
  detail,
  buttonClassName,
  children,
}: {
  label: string;
  detail: ReactNode;
  buttonClassName: string | undefined;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <span ref={root} className={classes.tapLabel}>
      <button
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        title={label}
        onClick={() => setOpen((was) => !was)}
      >
        {children}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: closes after a link inside is used */}
      <span
        id={id}
        className={open ? classes.bubble : classes.bubbleClosed}
        onClick={() => setOpen(false)}
        onKeyDown={undefined}
      >
        {detail}
      </span>
    </span>
  );
}
