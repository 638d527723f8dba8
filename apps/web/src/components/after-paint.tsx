import { type ReactNode, startTransition, useEffect, useState } from "react";

/**
 * Renders its children in a second pass, after the part of the page around it has been drawn:
 * for content below the first screen. The page's first commit (DOM, effects, requests) is one
 * task a phone cannot interrupt; splitting off what is out of sight halves it.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}
