import type { ReactNode } from "react";

/**
 * One of a subproduct's lists (specifications, datasheets). The legend names the subproduct
 * to screen readers, as every card repeats the same visible legends.
 */
export function SubproductFieldset({
  number,
  legend,
  children,
}: {
  number: number;
  legend: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-2 text-sm leading-none font-medium">
        <span className="sr-only">Subproduct {number} </span>
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}
