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
