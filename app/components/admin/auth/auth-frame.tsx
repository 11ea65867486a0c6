import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** The centred card every signed-out admin page stands in, sign-in included. */
export function AuthFrame({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="bg-muted flex min-h-svh items-center justify-center px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <span className="bg-primary text-primary-foreground mb-2 flex size-12 items-center justify-center rounded-full">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}

/** A way out under the card's form, centred: back to sign in, to the website, and the like. */
export function AuthFrameLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <p className={`${className} text-center text-sm`}>
      <Link to={to} className="text-brand-700 underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}
