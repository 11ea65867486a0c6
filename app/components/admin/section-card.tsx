import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** One part of a back-office form or record on its own card: an h2, a line about it, the content. */
export function SectionCard({
  title,
  description,
  contentClassName,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** The content's layout (a field grid…); the card keeps its own padding. */
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
