import type { ReactNode } from "react";

/** One figure of a row, with its own classes. */
export interface Figure {
  value: ReactNode;
  className: string;
}

/** A row of a dashboard table: what it counts as its header cell, then its figures in order. */
export function FigureRow({
  heading,
  headingClassName,
  figures,
}: {
  heading: ReactNode;
  headingClassName: string;
  figures: readonly Figure[];
}) {
  return (
    <tr className="border-b last:border-0">
      <th scope="row" className={headingClassName}>
        {heading}
      </th>
      {figures.map((figure, index) => (
        <td key={index} className={figure.className}>
          {figure.value}
        </td>
      ))}
    </tr>
  );
}
