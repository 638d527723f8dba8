import { useMemo, useState } from "react";
import { blurhashDataUrl } from "./blurhash.ts";
import classes from "./blurhash-image.module.css";

interface BlurhashImageProps {
  src: string;
  alt: string;
  blurhash?: string | null;
  srcSet?: string;
  sizes?: string;
  className?: string;
  /** Above-the-fold photos load at once; the rest wait until they are near the viewport. */
  eager?: boolean;
}

/** A photo that shows its blurhash until the real image has loaded, then fades it in. */
export function BlurhashImage({
  src,
  alt,
  blurhash,
  srcSet,
  sizes,
  className,
  eager = false,
}: BlurhashImageProps) {
  const placeholder = useMemo(() => (blurhash ? blurhashDataUrl(blurhash) : null), [blurhash]);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  return (
    <div
      className={className ? `${classes.frame} ${className}` : classes.frame}
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
    >
      <img
        className={classes.image}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        data-loaded={loadedSrc === src || !placeholder}
        onLoad={() => setLoadedSrc(src)}
      />
    </div>
  );
}
