import { DownloadIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

const EXPORT = "/api/admin/catalogue/export";

/** The catalogue as a file, and empty templates in the same columns (docs/decisions/085). */
export function ExportLinks() {
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle as="h2">Download</CardTitle>
        <CardDescription>
          Every item of every category, one row each, in the columns the import reads. Edit the file
          and import it back to update many items at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
        <div className="flex flex-wrap gap-2">
          <Download href={`${EXPORT}?format=xlsx`}>Export XLSX</Download>
          <Download href={`${EXPORT}?format=csv`}>Export CSV</Download>
          <Download href={`${EXPORT}?format=xlsx&template=1`} variant="outline">
            Template (XLSX)
          </Download>
          <Download href={`${EXPORT}?format=csv&template=1`} variant="outline">
            Template (CSV)
          </Download>
        </div>
        <p className="text-muted-foreground text-sm">
          In the CSV file, a value that begins with =, +, - or @ is written with an apostrophe in
          front (&apos;-20 to 120 °C), so that no spreadsheet runs it as a formula. The import takes
          that apostrophe off again, so an exported file imports unchanged.
        </p>
      </CardContent>
    </Card>
  );
}

function Download({
  href,
  variant = "default",
  children,
}: {
  href: string;
  variant?: "default" | "outline";
  children: string;
}) {
  return (
    <Button asChild variant={variant}>
      <a href={href} download>
        <DownloadIcon aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}
