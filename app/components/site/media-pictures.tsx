import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { MediaPicture, MediaPictures } from "~/domain/media/media-rules";

/**
 * The media pictures of the current page, from its loader: any image whose URL
 * is here is drawn as a responsive <picture>; every other URL stays a plain <img>.
 */
const MediaPicturesContext = createContext<MediaPictures>({});

export function MediaPicturesProvider({
  pictures,
  children,
}: {
  pictures: MediaPictures | undefined;
  children: ReactNode;
}) {
  // A page's pictures add to the layout's (the site content's), never hide them.
  const outer = useContext(MediaPicturesContext);
  const value = useMemo(() => ({ ...outer, ...pictures }), [outer, pictures]);
  return <MediaPicturesContext.Provider value={value}>{children}</MediaPicturesContext.Provider>;
}

export function useMediaPicture(url: string): MediaPicture | undefined {
  return useContext(MediaPicturesContext)[url];
}
