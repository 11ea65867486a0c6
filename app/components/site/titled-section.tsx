import { NamedSection, type NamedSectionProps } from "~/components/ui/named-section";

/**
 * A block inside a page's own layout (an item's specifications, a case study's photographs):
 * an h2 flush with the content, and the region named by it for screen-reader navigation.
 * Full-width bands with a centred heading are Section's.
 */
export function TitledSection(props: NamedSectionProps) {
  return <NamedSection {...props} headingClassName="text-2xl font-bold tracking-tight" />;
}
