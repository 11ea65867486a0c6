import { Badge } from "~/components/ui/badge";
import type { InboxStatus } from "~/domain/schemas/records";

/** Teal 'New', outline 'Read', blue 'Replied'; spam is ours. */
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
