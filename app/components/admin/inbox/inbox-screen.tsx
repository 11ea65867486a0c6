import { InboxIcon } from "lucide-react";
import { lazy, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { ConfirmRowDeleteDialog } from "../confirm-delete-dialog";
import { EmptyState } from "../empty-state";
import { FOCUS_PARAM } from "../list/list-params";
import { ListToolbar } from "../list/list-toolbar";
import { Pager } from "../list/pager";
import { LoadError } from "../load-error";
import { LeadViews } from "../leads/lead-views";
import { PageHeader } from "../page-header";
import { ExportCsvButton } from "./export-csv-button";
import { inboxActions } from "./inbox-actions";
import type { InboxConfig, InboxRecord } from "./inbox-config";
import type { InboxDetailDialog as DetailDialog } from "./inbox-detail-dialog";
import { InboxCards } from "./inbox-cards";
import { InboxTable } from "./inbox-table";
import { OnceOpened } from "~/components/ui/once-opened";

// The viewer's Radix dialog is about 9 KB compressed: it loads when the first item is opened.
const InboxDetailDialog = lazy(() =>
  import("./inbox-detail-dialog").then((module) => ({ default: module.InboxDetailDialog })),
) as unknown as typeof DetailDialog;

export interface InboxData<T> {
  items: T[];
  total: number;
  q: string;
  status: string | undefined;
  page: number;
  limit: number;
  offset: number;
  failed: boolean;
  loadedAt: number;
  /** The item named by `?id=` (a notification e-mail's link), wherever it is in the list; null when unknown. */
  focus: T | null;
}

/**
 * One inbox: search and status filter in the URL, a page of rows from the
 * server, the viewer, delete with confirmation, and CSV export. After every
 * change the list is reloaded from the server.
 * `?id=` opens that item's viewer as a click on its row would; closing the
 * viewer takes `id` out of the URL.
 */
export function InboxScreen<T extends InboxRecord>({
  config,
  data,
}: {
  config: InboxConfig<T>;
  data: InboxData<T>;
}) {
  const actions = useMemo(() => inboxActions(config), [config]);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const [viewing, setViewing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const reload = () => revalidator.revalidate();

  /** Closes the viewer. A deep link's `id` leaves the URL; that navigation reloads the list too. */
  async function closeViewer(options: { reload?: boolean } = {}) {
    setViewing(null);
    const params = new URLSearchParams(location.search);
    if (params.has(FOCUS_PARAM)) {
      params.delete(FOCUS_PARAM);
      const search = params.toString();
      await navigate(
        { search: search ? `?${search}` : "" },
        { replace: true, preventScrollReset: true },
      );
    } else if (options.reload) {
      await reload();
    }
  }

  async function view(item: T) {
    setViewing(item);
    if (item.status !== "new") return;
    const updated = await actions.markRead(item);
    if (updated) {
      setViewing((current) => (current?.id === updated.id ? updated : current));
      await reload();
    }
  }

  async function restore(item: T) {
    if (await actions.restore(item)) await closeViewer({ reload: true });
  }

  // Open the item a link named, once per id: the reloads after marking it read bring it back.
  const openedFocus = useRef<string | null>(null);
  const openFocus = useEffectEvent((item: T) => void view(item));
  const { focus } = data;
  useEffect(() => {
    if (!focus) {
      openedFocus.current = null;
      return;
    }
    if (openedFocus.current === focus.id) return;
    openedFocus.current = focus.id;
    openFocus(focus);
  }, [focus]);

  const filtered = Boolean(data.q || data.status);
  // The table (from 768 px) and the cards (below) show the same rows and act alike.
  const list = {
    config,
    items: data.items,
    onView: view,
    onDelete: setDeleting,
    onRestore: restore,
  };
  return (
    <>
      <PageHeader title={config.title} description={config.description} />
      <LeadViews />
      <ListToolbar
        q={data.q}
        placeholder={config.searchPlaceholder}
        searchLabel={config.searchLabel}
        status={data.status ?? ""}
      >
        <ExportCsvButton config={config} load={() => actions.listAll(data.q, data.status)} />
      </ListToolbar>
      {data.failed ? (
        <LoadError
          message={`${config.toasts.loadFailed}. Please try again later.`}
          toastTitle={config.toasts.loadFailed}
          loadedAt={data.loadedAt}
        />
      ) : data.total === 0 ? (
        <EmptyState icon={InboxIcon}>
          <p className="text-foreground text-base font-medium">{config.emptyText}</p>
          {filtered ? <p className="mt-1">Try another search term or status.</p> : null}
        </EmptyState>
      ) : (
        <div className="bg-card flex flex-col gap-4 rounded-xl border p-2 sm:p-4">
          <div className="hidden md:block">
            <InboxTable {...list} />
          </div>
          <div className="md:hidden">
            <InboxCards {...list} />
          </div>
          <Pager total={data.total} offset={data.offset} limit={data.limit} page={data.page} />
        </div>
      )}
      <OnceOpened open={viewing !== null}>
        <InboxDetailDialog
          config={config}
          item={viewing}
          onClose={() => void closeViewer()}
          onMarkReplied={async (item) => {
            if (await actions.markReplied(item)) await closeViewer({ reload: true });
          }}
          onRestore={restore}
        />
      </OnceOpened>
      <ConfirmRowDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        title={`Are you sure you want to delete this ${config.noun}?`}
        description="This action cannot be undone."
        remove={actions.remove}
      />
    </>
  );
}
