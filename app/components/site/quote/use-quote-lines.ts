import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { FormLine } from "./quote-form-types";
import { quoteList, sameItem, type QuoteListLine } from "./quote-list-store";

const toFormLine = (line: QuoteListLine): FormLine => ({
  ...line,
  quantity: String(line.quantity),
});

/** A form line as the quote list keeps it; a quantity being typed keeps the stored one meanwhile. */
function toListLine(line: FormLine, stored: QuoteListLine[]): QuoteListLine | null {
  if (!line.itemSlug) return null;
  const key = { productId: line.productId, itemSlug: line.itemSlug };
  const typed = Number(line.quantity);
  const quantity =
    typed > 0 ? typed : (stored.find((other) => sameItem(other, key))?.quantity ?? 1);
  return { ...key, name: line.name, quantity, ...(line.unit ? { unit: line.unit } : {}) };
}

/**
 * The quote form's lines (docs/decisions/083). The server renders the lines it knows (those
 * of `/quote?item=…`, or of a post that came back); once scripts run, those join the quote
 * list and the form shows the whole list, and every edit is kept in the list, so the header's
 * count and another visit agree with the form.
 */
export function useQuoteLines(serverLines: FormLine[], posted: boolean) {
  const [lines, setLines] = useState<FormLine[]>(serverLines);
  const started = useRef(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (started.current || posted) return;
    started.current = true;
    for (const line of serverLines) {
      const listed = toListLine(line, quoteList.read());
      if (listed) quoteList.set(listed);
    }
    setLines(quoteList.read().map(toFormLine));
    // The address's lines are in the list now: a reload must not set their quantities again.
    if (serverLines.length > 0)
      void navigate("/quote", { replace: true, preventScrollReset: true });
  }, [serverLines, posted, navigate]);

  function update(next: FormLine[]) {
    setLines(next);
    const stored = quoteList.read();
    quoteList.replace(next.flatMap((line) => toListLine(line, stored) ?? []));
  }

  return {
    lines,
    change(index: number, patch: Partial<FormLine>) {
      update(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
    },
    remove(index: number) {
      update(lines.filter((_, i) => i !== index));
    },
    /** The request was sent: the list starts again empty. */
    clear() {
      setLines([]);
      quoteList.clear();
    },
  };
}
