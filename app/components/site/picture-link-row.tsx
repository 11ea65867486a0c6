import { PictureLink, type PictureLinkProps } from "./picture-link";
import { TitledSection } from "./titled-section";

/**
 * A titled row of picture tiles after a page's own content (the category's other items, the
 * other categories): nothing when there are none.
 */
export function PictureLinkRow({
  headingId,
  heading,
  listClassName,
  tiles,
}: {
  headingId: string;
  heading: string;
  listClassName: string;
  tiles: Array<PictureLinkProps & { key: string }>;
}) {
  if (tiles.length === 0) return null;
  return (
    <TitledSection headingId={headingId} heading={heading} className="mt-16">
      <ul className={listClassName}>
        {tiles.map(({ key, ...tile }) => (
          <li key={key}>
            <PictureLink {...tile} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
