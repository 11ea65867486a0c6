import { PanelLeftIcon } from "lucide-react";
import { Slot } from "radix-ui";
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ComponentProps,
} from "react";
import { useIsMobile } from "~/hooks/use-mobile";
import { useOpenedOnce } from "~/hooks/use-opened-once";
import { cn } from "~/utils/cn";
import { slotElement } from "./slot-element";
import { Button } from "./button";

// The drawer's Radix Dialog is about 9 KB compressed: it loads when the drawer is first opened,
// not with every back-office screen.
const SidebarDrawer = lazy(() => import("./sidebar-drawer"));

/** The sidebar's constants. */
export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const SIDEBAR_WIDTH = "16rem";
const SIDEBAR_WIDTH_MOBILE = "18rem";
const SIDEBAR_WIDTH_ICON = "3rem";
const SIDEBAR_KEYBOARD_SHORTCUT = "b";

interface SidebarContextValue {
  state: "expanded" | "collapsed";
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used within a SidebarProvider.");
  return context;
}

/** Reads the persisted state from a Cookie header, so the server paints it right. */
export function readSidebarCookie(cookieHeader: string | null): boolean {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE_NAME}=(true|false)`));
  return match ? match[1] === "true" : true;
}

export function SidebarProvider({
  defaultOpen = true,
  className,
  style,
  children,
  ...props
}: ComponentProps<"div"> & { defaultOpen?: boolean }) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(defaultOpen);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    // Kept for 7 days and read by the admin layout's loader on the next request.
    document.cookie = `${SIDEBAR_COOKIE_NAME}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
        (event.metaKey || event.ctrlKey)
      ) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? "expanded" : "collapsed",
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            "--sidebar-width": SIDEBAR_WIDTH,
            "--sidebar-width-mobile": SIDEBAR_WIDTH_MOBILE,
            "--sidebar-width-icon": SIDEBAR_WIDTH_ICON,
            ...style,
          } as CSSProperties
        }
        className={cn("group/sidebar-wrapper flex min-h-svh w-full", className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/**
 * Collapsible to icons on desktop; a drawer (Radix Dialog) below 768 px, loaded when it is
 * first opened.
 * The desktop panel is hidden by CSS on small screens, so the server's
 * markup is right before the viewport is known.
 */
export function Sidebar({
  className,
  children,
  label,
  ...props
}: ComponentProps<"div"> & { label: string }) {
  const { state, isMobile, openMobile, setOpenMobile } = useSidebar();
  const drawerWanted = useOpenedOnce(openMobile);
  return (
    <>
      {isMobile && drawerWanted ? (
        <Suspense fallback={null}>
          <SidebarDrawer
            open={openMobile}
            onOpenChange={setOpenMobile}
            label={label}
            width={SIDEBAR_WIDTH_MOBILE}
          >
            {children}
          </SidebarDrawer>
        </Suspense>
      ) : null}
      <div
        data-slot="sidebar"
        data-state={state}
        data-collapsible={state === "collapsed" ? "icon" : ""}
        className="group peer text-sidebar-foreground hidden md:block"
      >
        <div className="relative w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
        <div
          className={cn(
            "border-sidebar-border bg-sidebar fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) border-r transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) md:flex",
            className,
          )}
          {...props}
        >
          <div className="flex h-full w-full flex-col overflow-hidden">{children}</div>
        </div>
      </div>
    </>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      className={cn("size-9", className)}
      aria-expanded={isMobile ? openMobile : open}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon aria-hidden="true" />
      <span className="sr-only">Toggle Sidebar</span>
    </Button>
  );
}

export const SidebarInset = slotElement(
  "div",
  "sidebar-inset",
  "bg-background relative flex min-w-0 flex-1 flex-col",
);

export const SidebarHeader = slotElement("div", "sidebar-header", "flex flex-col gap-2 p-2");

export const SidebarFooter = slotElement(
  "div",
  "sidebar-footer",
  "mt-auto flex flex-col gap-2 p-2",
);

export const SidebarContent = slotElement(
  "div",
  "sidebar-content",
  "flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden",
);

export const SidebarGroup = slotElement(
  "div",
  "sidebar-group",
  "relative flex w-full min-w-0 flex-col p-2",
);

/** Stays in the accessibility tree when collapsed to icons; only hidden visually. */
export const SidebarGroupLabel = slotElement(
  "h2",
  "sidebar-group-label",
  "text-muted-foreground flex h-8 shrink-0 items-center px-2 text-xs font-semibold group-data-[collapsible=icon]:sr-only",
);

export const SidebarMenu = slotElement("ul", "sidebar-menu", "flex w-full min-w-0 flex-col gap-1");

export const SidebarMenuItem = slotElement("li", "sidebar-menu-item", "relative");

/** A link or button of the menu; with `tooltip`, collapsed icons show their name on hover. */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: ComponentProps<"button"> & { asChild?: boolean; isActive?: boolean; tooltip?: string }) {
  const { state, isMobile } = useSidebar();
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="sidebar-menu-button"
      data-active={isActive}
      title={tooltip && state === "collapsed" && !isMobile ? tooltip : undefined}
      className={cn(
        "text-sidebar-foreground hover:bg-sidebar-accent focus-visible:outline-ring data-[active=true]:bg-sidebar-accent flex h-9 w-full items-center gap-2 overflow-hidden rounded-md px-2 text-left text-sm transition-[width,height,padding] group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:px-2 focus-visible:outline-2 focus-visible:outline-offset-[-2px] data-[active=true]:font-semibold [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

/** Views of a menu item, indented under it; hidden while the sidebar shows icons only. */
export const SidebarMenuSub = slotElement(
  "ul",
  "sidebar-menu-sub",
  "border-sidebar-border mx-3.5 mt-1 flex min-w-0 flex-col gap-0.5 border-l px-2.5 py-0.5 group-data-[collapsible=icon]:hidden",
);

export function SidebarMenuSubButton({
  isActive = false,
  className,
  ...props
}: ComponentProps<typeof Slot.Root> & { isActive?: boolean }) {
  return (
    <Slot.Root
      data-slot="sidebar-menu-sub-button"
      data-active={isActive}
      className={cn(
        "text-sidebar-foreground/85 hover:bg-sidebar-accent focus-visible:outline-ring data-[active=true]:bg-sidebar-accent flex h-8 min-w-0 items-center gap-2 overflow-hidden rounded-md px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-[-2px] data-[active=true]:font-semibold [&>span:last-child]:truncate",
        className,
      )}
      {...props}
    />
  );
}
