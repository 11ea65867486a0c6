import type { ReactNode } from "react";

/** One label/value pair; null or false leaves an absent field out. */
export type DetailItem = { label: string; value: ReactNode; block?: boolean } | null | false;

/** The label/value pairs of a detail dialog; long texts keep their line breaks. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="grid gap-3 text-sm">
      {items.filter(Boolean).map((item) => {
        if (!item) return null;
        return (
          <div
            key={item.label}
            className={item.block ? "grid gap-1" : "grid grid-cols-[8rem_1fr] gap-2"}
          >
            <dt className="font-semibold">{item.label}</dt>
            <dd
              className={
                item.block
                  ? "bg-muted rounded-md p-3 break-words whitespace-pre-wrap"
                  : "min-w-0 break-words"
              }
            >
              {item.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
