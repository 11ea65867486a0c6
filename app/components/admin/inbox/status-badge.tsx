import { Badge } from "~/components/ui/badge";
import type { InboxStatus } from "~/domain/schemas/records";

/** SPEC.md section 4: teal 'New', outline 'Read', blue 'Replied'; spam is ours (issue 5). */
export function StatusBadge({ status }: { status: InboxStatus }) {
  switch (status) {
    case "new":
      return <Badge variant="teal">New</Badge>;
    case "read":
      return <Badge variant="outline">Read</Badge>;
    case "replied":
      return <Badge variant="blue">Replied</Badge>;
    case "spam":
      return <Badge variant="destructive">Spam</Badge>;
  }
}
