import { EyeIcon, SquareArrowOutUpRightIcon, Trash2Icon, UndoIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { cn } from "~/utils/cn";
import { leadHref } from "../leads/lead-links";
import { ShortDate } from "../short-date";
import type { InboxConfig, InboxRecord } from "./inbox-config";
import { StatusBadge } from "./status-badge";

/** Status, the inbox's own columns, Date and Actions (SPEC.md section 2). New rows stand out. */
export function InboxTable<T extends InboxRecord>({
  config,
  items,
  onView,
  onDelete,
  onRestore,
}: {
  config: InboxConfig<T>;
  items: T[];
  onView: (item: T) => void;
  onDelete: (item: T) => void;
  onRestore: (item: T) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Status</TableHead>
          {config.columns.map((column) => (
            <TableHead key={column.header}>{column.header}</TableHead>
          ))}
          <TableHead>Date</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow
            key={item.id}
            className={cn(item.status === "new" && "bg-teal-50/60 font-medium")}
          >
            <TableCell>
              <StatusBadge status={item.status} />
            </TableCell>
            {config.columns.map((column) => (
              <TableCell key={column.header} className={column.className}>
                {column.cell(item)}
              </TableCell>
            ))}
            <TableCell className="whitespace-nowrap">
              <ShortDate iso={item.date} />
            </TableCell>
            <TableCell>
              <span className="flex justify-end gap-1">
                {item.status === "spam" ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    onClick={() => onRestore(item)}
                  >
                    <UndoIcon aria-hidden="true" />
                    <span className="sr-only">
                      Restore {config.noun} from {item.name}
                    </span>
                  </Button>
                ) : null}
                <Button variant="ghost" size="icon" className="size-9" onClick={() => onView(item)}>
                  <EyeIcon aria-hidden="true" />
                  <span className="sr-only">
                    View {config.noun} from {item.name}
                  </span>
                </Button>
                <Button variant="ghost" size="icon" className="size-9" asChild>
                  <Link to={leadHref({ kind: config.resource, id: item.id })}>
                    <SquareArrowOutUpRightIcon aria-hidden="true" />
                    <span className="sr-only">Open lead page of {item.name}</span>
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:text-destructive size-9"
                  onClick={() => onDelete(item)}
                >
                  <Trash2Icon aria-hidden="true" />
                  <span className="sr-only">
                    Delete {config.noun} from {item.name}
                  </span>
                </Button>
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
