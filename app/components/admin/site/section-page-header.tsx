import { ArrowLeftIcon } from "lucide-react";
import { HeaderLink } from "~/components/admin/header-link";
import { PageHeader } from "~/components/admin/page-header";

/** The heading of a site-content section's screen: its version, and the way back to the list. */
export function SectionPageHeader({
  title,
  version,
  fromDraft,
}: {
  title: string;
  version: number;
  fromDraft: boolean;
}) {
  return (
    <PageHeader
      title={title}
      description={
        fromDraft
          ? `Showing the unpublished draft, based on version ${version}.`
          : `Published version ${version}.`
      }
    >
      <HeaderLink to="/admin/site" icon={ArrowLeftIcon} variant="outline">
        All sections
      </HeaderLink>
    </PageHeader>
  );
}
