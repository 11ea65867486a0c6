import { createContext, useContext, type ReactNode } from "react";
import type { MediaPicture, MediaPictures } from "~/domain/media/media-rules";

/**
 * The media pictures of the current page (issue 10), from its loader: any image whose URL
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
  return (
    <MediaPicturesContext.Provider value={pictures ?? {}}>{children}</MediaPicturesContext.Provider>
  );
}

export function useMediaPicture(url: string): MediaPicture | undefined {
  return useContext(MediaPicturesContext)[url];
}
