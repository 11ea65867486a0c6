import type { ReactNode } from "react";
import { Link } from "react-router";
import { driveImageUrl } from "~/utils/drive-image";
import { SafeImage } from "./image-fallback";

export interface PictureLinkProps {
  to: string;
  /** The picture, 400 pixels wide: decorative, since `children` names the link. */
  src: string;
  height: number;
  className: string;
  /** The box the picture fills. */
  frameClassName: string;
  sizes?: string;
  /** A small tile: its placeholder says less (ImageNotAccessible). */
  compact?: boolean;
  placeholderClassName?: string;
  children: ReactNode;
}

/** A tile that links somewhere, led by a picture: an item of a category, a related category. */
export function PictureLink({
  to,
  src,
  height,
  className,
  frameClassName,
  sizes,
  compact,
  placeholderClassName,
  children,
}: PictureLinkProps) {
  return (
    <Link to={to} className={className}>
      <span className={frameClassName}>
        <SafeImage
          src={driveImageUrl(src, 400)}
          alt=""
          width={400}
          height={height}
          compact={compact}
          sizes={sizes}
          className="h-full w-full object-cover"
          placeholderClassName={placeholderClassName}
        />
      </span>
      {children}
    </Link>
  );
}
