import { Fragment } from "react";
import type { TextPiece } from "~/domain/search/snippet";

/**
 * Text with the searched words marked (docs/decisions/082). The pieces are drawn as React
 * text, so whatever the stored text holds is shown, never run.
 */
export function MarkedText({ pieces }: { pieces: TextPiece[] }) {
  return pieces.map((piece, index) =>
    piece.marked ? (
      <mark key={index} className="text-ink rounded-sm bg-amber-100 px-0.5">
        {piece.text}
      </mark>
    ) : (
      <Fragment key={index}>{piece.text}</Fragment>
    ),
  );
}

/**
 * A result's snippet, marked: nothing when there is none. A `<p>`, or a `<span>` where only
 * phrasing content may stand (inside a link).
 */
export function MarkedSnippet({
  pieces,
  as: Tag = "p",
  className,
}: {
  pieces: TextPiece[];
  as?: "p" | "span";
  className: string;
}) {
  if (pieces.length === 0) return null;
  return (
    <Tag className={className}>
      <MarkedText pieces={pieces} />
    </Tag>
  );
}
