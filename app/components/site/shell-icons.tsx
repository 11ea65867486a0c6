import { createElement, type SVGProps } from "react";

/*
 * The navigation bar's and footer's icons, drawn inline (paths from lucide,
 * ISC licence). lucide-react puts each icon shared between pages in its own
 * tiny script; on every page these cost an extra request each, about
 * 5 KB with headers, against the home page's 150 KB budget (docs/performance.md).
 * Decorative: the links and buttons around them carry the names.
 */

/** An icon's shapes as lucide draws them: a path's `d`, or another element's name and attributes. */
type Shape = string | ["rect" | "circle", Record<string, string>];

function drawShape(shape: Shape, index: number) {
  if (typeof shape === "string") return <path key={index} d={shape} />;
  const [tag, attributes] = shape;
  return createElement(tag, { key: index, ...attributes });
}

/** An icon component that draws `shapes`, stroked like lucide's. */
export function shellIcon(shapes: Shape[]) {
  return function ShellIcon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        {shapes.map(drawShape)}
      </svg>
    );
  };
}

export const MailIcon = shellIcon([
  "m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7",
  ["rect", { x: "2", y: "4", width: "20", height: "16", rx: "2" }],
]);

export const MapPinIcon = shellIcon([
  "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0",
  ["circle", { cx: "12", cy: "10", r: "3" }],
]);

export const PhoneIcon = shellIcon([
  "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
]);

export const ChatIcon = shellIcon([
  "M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719",
]);

export const MenuIcon = shellIcon(["M4 5h16M4 12h16M4 19h16"]);

export const CloseIcon = shellIcon(["M18 6 6 18M6 6l12 12"]);

/** The quote list (lucide's clipboard-list). */
export const QuoteListIcon = shellIcon([
  ["rect", { width: "8", height: "4", x: "8", y: "2", rx: "1", ry: "1" }],
  "M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2",
  "M12 11h4",
  "M12 16h4",
  "M8 11h.01",
  "M8 16h.01",
]);

export const SearchIcon = shellIcon([
  ["circle", { cx: "11", cy: "11", r: "8" }],
  "m21 21-4.34-4.34",
]);
