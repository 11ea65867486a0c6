import { useMemo, useState } from "react";
import type { LeadRef } from "./lead-actions";

const keyOf = (lead: LeadRef) => `${lead.kind}:${lead.id}`;

export interface Selection {
  has(lead: LeadRef): boolean;
  toggle(lead: LeadRef, on: boolean): void;
  setAll(leads: LeadRef[], on: boolean): void;
  clear(): void;
  /** The chosen leads among those given (the page on screen), in their order. */
  pick<T extends LeadRef>(leads: T[]): T[];
  size: number;
}

/** The leads ticked for a bulk action, kept by kind and id. */
export function useSelection(): Selection {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  return useMemo(
    () => ({
      has: (lead) => keys.has(keyOf(lead)),
      toggle: (lead, on) =>
        setKeys((current) => {
          const next = new Set(current);
          if (on) next.add(keyOf(lead));
          else next.delete(keyOf(lead));
          return next;
        }),
      setAll: (leads, on) =>
        setKeys((current) => {
          const next = new Set(current);
          for (const lead of leads) {
            if (on) next.add(keyOf(lead));
            else next.delete(keyOf(lead));
          }
          return next;
        }),
      clear: () => setKeys(new Set()),
      pick: (leads) => leads.filter((lead) => keys.has(keyOf(lead))),
      size: keys.size,
    }),
    [keys],
  );
}
