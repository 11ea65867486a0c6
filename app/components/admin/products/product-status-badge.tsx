import { Badge } from "~/components/ui/badge";

/** 'New' when isNew, else 'Standard'. */
export function ProductStatusBadge({ isNew }: { isNew: boolean }) {
  return isNew ? <Badge variant="teal">New</Badge> : <Badge variant="outline">Standard</Badge>;
}
