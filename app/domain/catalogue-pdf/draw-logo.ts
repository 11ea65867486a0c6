import { MARK_BASE, MARK_TILE, MARK_V } from "../../components/site/logo-mark.ts";
import { INK, MARK_PLATE, type Doc } from "./pdf-style.ts";

/** The owner's logo as a PNG, with its size in pixels. */
export interface LogoImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The company's logo: the owner's upload when there is one (a PNG, its transparency kept),
 * else the built-in mark drawn as vectors from the site's own geometry (docs/decisions/068).
 * Returns the width it took.
 */
export function drawLogo(
  doc: Doc,
  logo: LogoImage | null,
  at: { x: number; y: number; height: number; maxWidth: number },
): number {
  if (logo) {
    const width = Math.min(at.maxWidth, (logo.width / logo.height) * at.height);
    doc.image(logo.data, at.x, at.y, { fit: [width, at.height], valign: "center" });
    return width;
  }
  const scale = at.height / MARK_TILE.height;
  doc.save();
  doc.translate(at.x, at.y).scale(scale);
  doc.roundedRect(0, 0, MARK_TILE.width, MARK_TILE.height, MARK_TILE.rx).fill(MARK_PLATE);
  doc.path(MARK_V).fill(INK);
  doc
    .roundedRect(MARK_BASE.x, MARK_BASE.y, MARK_BASE.width, MARK_BASE.height, MARK_BASE.rx)
    .fill(INK);
  doc.restore();
  return at.height;
}
