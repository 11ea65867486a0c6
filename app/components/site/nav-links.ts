/** The five public routes of docs/product.md, in navigation order. */
export const navLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Our Services" },
  { to: "/products", label: "Our Products" },
  { to: "/contact", label: "Contact Us" },
] as const;

export const getInTouch = { to: "/contact", label: "Get in Touch" } as const;
