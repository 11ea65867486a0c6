import { SlidersHorizontalIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectOptions } from "~/components/ui/select-options";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/utils/cn";
import { ENQUIRY_KINDS } from "~/domain/enquiries/enquiry-kinds";
import { LEAD_STAGES } from "~/domain/leads/lead-stages";
import type { LeadListQuery } from "~/domain/leads/lead-schemas";
import { SearchBox } from "../list/search-box";
import { useListSearch } from "../list/use-list-search";
import { kindLabel, STAGE_LABELS } from "./lead-badges";

export interface MemberOption {
  id: string;
  name: string;
}

const SELECT =
  "border-input bg-background focus-visible:outline-ring h-10 w-full rounded-md border px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1";

function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium">
      {label}
      {children}
    </label>
  );
}

/** Search and the five filters as a GET form: the URL holds them, a change applies at once. */
export function LeadFilters({ query, members }: { query: LeadListQuery; members: MemberOption[] }) {
  const { formRef, submitNow, submitSoon, onSubmit } = useListSearch();
  const hydrated = useHydrated();
  const active = (["kind", "status", "stage", "assignee", "due"] as const).filter(
    (key) => query[key],
  ).length;
  const [showFilters, setShowFilters] = useState(active > 0);
  const select = (name: keyof LeadListQuery, options: Array<[string, string]>) => (
    <select
      key={`${name}-${query[name] ?? ""}`}
      name={name}
      defaultValue={String(query[name] ?? "")}
      onChange={submitNow}
      className={SELECT}
    >
      <option value="">All</option>
      <SelectOptions items={options} value={([value]) => value} label={([, label]) => label} />
    </select>
  );
  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label="Search leads"
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-[minmax(12rem,2fr)_repeat(5,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={onSubmit}
    >
      <SearchBox
        className="relative col-span-2 sm:col-span-3 lg:col-span-1"
        q={query.q ?? ""}
        placeholder="Search name, e-mail, phone, message..."
        label="Search leads"
        onChange={submitSoon}
      />
      <Button
        type="button"
        variant="outline"
        className={cn("sm:hidden", !hydrated && "hidden")}
        aria-expanded={showFilters}
        aria-controls="lead-filter-fields"
        onClick={() => setShowFilters((open) => !open)}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        Filters{active > 0 ? ` (${active})` : ""}
      </Button>
      {/* On a phone the filters fold away once scripts run; without them they stay open. */}
      <div
        id="lead-filter-fields"
        className={cn(
          "col-span-2 grid grid-cols-2 gap-2 sm:col-span-3 sm:grid-cols-3 lg:contents",
          hydrated && !showFilters && "hidden sm:grid lg:contents",
        )}
      >
        <Filter label="Kind">
          {select(
            "kind",
            ENQUIRY_KINDS.map((k) => [k, kindLabel(k)]),
          )}
        </Filter>
        <Filter label="Status">
          {select("status", [
            ["new", "New"],
            ["read", "Read"],
            ["replied", "Replied"],
            ["spam", "Spam"],
          ])}
        </Filter>
        <Filter label="Stage">
          {select(
            "stage",
            LEAD_STAGES.map((s) => [s, STAGE_LABELS[s]]),
          )}
        </Filter>
        <Filter label="Assignee">
          {select("assignee", [
            ["me", "Me"],
            ["none", "Unassigned"],
            ...members.map((m): [string, string] => [m.id, m.name]),
          ])}
        </Filter>
        <Filter label="Follow-up">
          {select("due", [
            ["today", "Due today"],
            ["overdue", "Overdue"],
            ["upcoming", "Upcoming"],
            ["none", "None set"],
          ])}
        </Filter>
      </div>
      <Button
        type="submit"
        variant="outline"
        className={cn(!hydrated && "col-span-2", "sm:col-span-1")}
      >
        Search
      </Button>
    </Form>
  );
}
