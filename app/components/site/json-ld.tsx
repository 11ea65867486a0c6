import { useNonce } from "~/utils/nonce";

/**
 * schema.org structured data as the loader built it (app/domain/structured-data): the page
 * carries the text, its scripts not the builders. Nothing when there is none.
 */
export function JsonLd({ json }: { json: string | undefined }) {
  const nonce = useNonce();
  if (!json) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
