import type { Ref, SyntheticEvent } from "react";
import { pictureSrc, pictureSrcSet, type MediaPicture } from "~/domain/media/media-rules";

export interface ResponsivePictureProps {
  picture: MediaPicture;
  alt: string;
  sizes: string;
  /** The width the `src` fallback is chosen for (browsers without srcset). */
  width: number;
  className?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "auto";
  imgRef?: Ref<HTMLImageElement>;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
}

/**
 * A media library image as <picture>: AVIF, then WebP, then JPEG/PNG, each in every width,
 * with the picture's own width and height (no layout shift) and its blurred placeholder as
 * the background until the bytes arrive (docs/decisions/055).
 */
export function ResponsivePicture({
  picture,
  alt,
  sizes,
  width,
  className,
  loading = "lazy",
  fetchPriority,
  imgRef,
  onError,
}: ResponsivePictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={pictureSrcSet(picture, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={pictureSrcSet(picture, "webp")} sizes={sizes} />
      <img
        ref={imgRef}
        src={pictureSrc(picture, width)}
        srcSet={pictureSrcSet(picture, picture.fallback)}
        sizes={sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        style={{ backgroundImage: `url(${picture.placeholder})`, backgroundSize: "cover" }}
        onError={onError}
      />
    </picture>
  );
}
