import { useEffect, useRef, useState } from "react";
import type { Partner } from "~/domain/site/trust-schema";
import { ResponsivePicture } from "./responsive-picture";
import { useMediaPicture } from "./media-pictures";

const WORDMARK =
  "text-center text-base leading-tight font-semibold tracking-tight text-slate-600 sm:text-lg";

/**
 * A brand's or client's logo, or its name set as a wordmark when it has none or the logo
 * fails to load: the wall never shows a broken image. Logos are drawn greyed
 * so a wall of mixed colours reads as one block.
 */
export function PartnerMark({ partner }: { partner: Partner }) {
  const [failed, setFailed] = useState(false);
  const picture = useMediaPicture(partner.logoUrl);
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered logo can fail before hydration attaches onError (as in SafeImage).
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const box = "flex h-20 items-center justify-center rounded-lg border bg-card px-4";
  if (!partner.logoUrl || failed)
    return (
      <div className={box}>
        <span className={WORDMARK}>{partner.name}</span>
      </div>
    );
  const image = "max-h-12 w-auto max-w-full object-contain opacity-80 grayscale";
  return (
    <div className={box}>
      {picture ? (
        <ResponsivePicture
          picture={picture}
          alt={partner.name}
          sizes="160px"
          width={320}
          className={image}
          imgRef={ref}
          onError={() => setFailed(true)}
        />
      ) : (
        <img
          ref={ref}
          src={partner.logoUrl}
          alt={partner.name}
          loading="lazy"
          decoding="async"
          height={48}
          className={image}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
