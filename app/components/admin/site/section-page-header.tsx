import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";

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
      <Button asChild variant="outline">
        <Link to="/admin/site">
          <ArrowLeftIcon aria-hidden="true" />
          All sections
        </Link>
      </Button>
    </PageHeader>
  );
}
