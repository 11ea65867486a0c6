import { NamedSection, type NamedSectionProps } from "~/components/ui/named-section";

/**
 * A titled part of a back-office screen, named by its h2 so screen readers list it as a region;
 * by default a plain stack with the heading over its content.
 */
export function AdminSection({ className = "grid gap-3", ...section }: NamedSectionProps) {
  return (
    <NamedSection {...section} className={className} headingClassName="text-lg font-semibold" />
  );
}
