import { iconFor } from "./content-icon";
import { IconCard } from "./icon-card";

/** Cards from site content, each naming its icon: the mission, the values, the logistics services. */
export function IconCardList({
  cards,
  className,
}: {
  cards: ReadonlyArray<{ icon: string; title: string; description: string }>;
  /** The grid's columns at each width. */
  className: string;
}) {
  return (
    <ul className={className}>
      {cards.map((card, index) => (
        <li key={`${index}-${card.title}`}>
          <IconCard icon={iconFor(card.icon)} title={card.title} description={card.description} />
        </li>
      ))}
    </ul>
  );
}
