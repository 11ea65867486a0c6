import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

// Whole class names, so Tailwind finds them.
const BOX = {
  full: "rounded-xl border p-4",
  md: "max-w-md rounded-xl border p-4",
  "2xl": "max-w-2xl rounded-xl border p-4",
} as const;

/**
 * One bordered panel of the account and team pages (e-mail, password, passkeys, invitations…):
 * a region named by its h2, so screen readers list each setting on its own.
 */
export function SettingsPanel({
  headingId,
  heading,
  icon: Icon,
  width = "full",
  tight = false,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  /** Drawn before the heading, hidden from screen readers. */
  icon?: LucideIcon;
  width?: keyof typeof BOX;
  /** The heading sits close to a line about the panel rather than to a form. */
  tight?: boolean;
  children: ReactNode;
}) {
  const margin = tight ? "mb-1" : "mb-3";
  return (
    <section aria-labelledby={headingId} className={BOX[width]}>
      <h2
        id={headingId}
        className={
          Icon ? `${margin} flex items-center gap-2 font-semibold` : `${margin} font-semibold`
        }
      >
        {Icon ? <Icon className="size-4" aria-hidden="true" /> : null}
        {heading}
      </h2>
      {children}
    </section>
  );
}
