import { ImageOff } from "lucide-react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { cx } from "~/utils/cx";
import { useMediaPicture } from "./media-pictures";
import { ResponsivePicture } from "./responsive-picture";

/**
 * A product image is normal or failed. On the category page
 * one failure replaces every image of the page, so the state lives in a scope
 * shared by all its images. Key the scope by the image source so a new source
 * starts fresh (docs/decisions/026-image-not-accessible.md).
 */
interface ImageFailure {
  failed: boolean;
  reportFailure: () => void;
}

const ImageFailureContext = createContext<ImageFailure | null>(null);

export function ImageFailureScope({ children }: { children: ReactNode }) {
  const [failed, setFailed] = useState(false);
  const reportFailure = useCallback(() => setFailed(true), []);
  const value = useMemo(() => ({ failed, reportFailure }), [failed, reportFailure]);
  return <ImageFailureContext.Provider value={value}>{children}</ImageFailureContext.Provider>;
}

/** True once any image of the enclosing scope has failed to load. */
export function useImagesFailed(): boolean {
  return useContext(ImageFailureContext)?.failed ?? false;
}

export const IMAGE_NOT_ACCESSIBLE = "Image not accessible";
export const SHARING_HINT =
  "Please check that sharing on the file-sharing service is set to 'Anyone with the link can view'.";

export function ImageNotAccessible({
  className,
  compact = false,
}: {
  className?: string;
  /** Small tiles (sub-product pictures) show the title alone; the hint is in the tooltip. */
  compact?: boolean;
}) {
  return (
    <div
      data-testid="image-not-accessible"
      title={compact ? SHARING_HINT : undefined}
      className={cx(
        "bg-muted text-muted-foreground flex h-full w-full flex-col items-center justify-center gap-2 p-4 text-center",
        className,
      )}
    >
      <ImageOff className="size-8 shrink-0" aria-hidden="true" />
      <p className="text-foreground text-sm font-semibold">{IMAGE_NOT_ACCESSIBLE}</p>
      {compact ? null : <p className="max-w-xs text-xs">{SHARING_HINT}</p>}
    </div>
  );
}

interface SafeImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  placeholderClassName?: string;
  loading?: "lazy" | "eager";
  compact?: boolean;
  /** For Drive thumbnails, which come in several widths; the project's own images are SVG. */
  sizes?: string;
}

const DRIVE_THUMBNAIL = /^(https:\/\/drive\.google\.com\/thumbnail\?id=[\w-]+)&sz=w\d+$/;

/** Drive serves any width: a responsive srcset for its thumbnails. */
export function driveSrcSet(src: string): string | undefined {
  const base = DRIVE_THUMBNAIL.exec(src)?.[1];
  return base ? [400, 800, 1000].map((w) => `${base}&sz=w${w} ${w}w`).join(", ") : undefined;
}

/**
 * An <img> that reports a failed load to its scope (or, outside a scope, only
 * to itself) and then renders the not-accessible placeholder instead.
 */
export function SafeImage(props: SafeImageProps) {
  // A new source is a new image: remounting resets its own failed state.
  return <SafeImageInner key={props.src} {...props} />;
}

function SafeImageInner({
  src,
  alt,
  width,
  height,
  className,
  placeholderClassName,
  loading = "lazy",
  compact,
  sizes = "(min-width: 1024px) 40vw, (min-width: 640px) 50vw, 100vw",
}: SafeImageProps) {
  const scope = useContext(ImageFailureContext);
  const [ownFailure, setOwnFailure] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const failed = scope?.failed || ownFailure;
  const report = scope?.reportFailure;
  // A media library image: a <picture> with AVIF/WebP and every width.
  const picture = useMediaPicture(src);

  // A server-rendered image can fail before hydration attaches onError.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) {
      setOwnFailure(true);
      report?.();
    }
  }, [report]);

  if (failed) return <ImageNotAccessible className={placeholderClassName} compact={compact} />;
  const onError = () => {
    setOwnFailure(true);
    report?.();
  };
  if (picture) {
    return (
      <ResponsivePicture
        picture={picture}
        // An empty alt is a decision (the card's title says it); otherwise the library's text.
        alt={alt === "" ? "" : picture.alt || alt}
        sizes={sizes}
        width={width}
        loading={loading}
        className={className}
        imgRef={ref}
        onError={onError}
      />
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      srcSet={driveSrcSet(src)}
      sizes={driveSrcSet(src) ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className}
      onError={onError}
    />
  );
}
