import { useState, type ComponentProps, type ReactNode } from "react";
import { ConfirmRowDeleteDialog } from "../confirm-delete-dialog";
import { ListResults } from "./list-results";

type ListPage = Pick<
  ComponentProps<typeof ListResults>,
  "total" | "offset" | "limit" | "page" | "q"
>;

/**
 * A catalogue list's rows (products, projects) with their pager, each row deleted once the
 * confirmation is answered: `table` is given what asks about one row, `remove` deletes it.
 */
export function CatalogueListResults<T>({
  list,
  noun,
  empty,
  table,
  confirmTitle,
  confirmDescription,
  remove,
}: Pick<ComponentProps<typeof ListResults>, "noun" | "empty"> & {
  /** The page the loader answered with, and the search it answers. */
  list: ListPage;
  table: (onDelete: (row: T) => void) => ReactNode;
  confirmTitle: string;
  /** The question about the row asked about (null once the dialog has closed). */
  confirmDescription: (row: T | null) => string;
  remove: (row: T) => Promise<boolean>;
}) {
  const [pending, setPending] = useState<T | null>(null);
  return (
    <>
      <ListResults
        total={list.total}
        offset={list.offset}
        limit={list.limit}
        page={list.page}
        q={list.q}
        noun={noun}
        empty={empty}
      >
        {table(setPending)}
      </ListResults>
      <ConfirmRowDeleteDialog
        row={pending}
        onClose={() => setPending(null)}
        title={confirmTitle}
        description={confirmDescription(pending)}
        remove={remove}
      />
    </>
  );
}
