/**
 * Google-Drive-style share links are turned into thumbnail links:
 * width 800 on cards and category images, 400 for sub-products.
 */
export type ThumbnailSize = 200 | 400 | 800 | 1000;

const FILE_ID = [
  /drive\.google\.com\/file\/d\/([\w-]+)/,
  /drive\.google\.com\/(?:open|uc|thumbnail)\?(?:.*&)?id=([\w-]+)/,
];

export function driveImageUrl(url: string, width: ThumbnailSize = 800): string {
  for (const pattern of FILE_ID) {
    const match = url.match(pattern);
    if (match?.[1]) return `https://drive.google.com/thumbnail?id=${match[1]}&sz=w${width}`;
  }
  return url;
}
