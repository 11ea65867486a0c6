import { NavLink } from "react-router";
import { cx } from "~/utils/cx";
import type { navLinks } from "./nav-links";

/** One of the main routes, amber while it is the page shown (Home only on the home page). */
export function SiteNavLink({
  link,
  className,
}: {
  link: (typeof navLinks)[number];
  className: string;
}) {
  return (
    <NavLink
      to={link.to}
      end={link.to === "/"}
      className={({ isActive }) => cx(className, isActive ? "text-accent" : "text-white")}
    >
      {link.label}
    </NavLink>
  );
}
