/** A field's label inside an item card: the item's number is said to screen readers only. */
export function RowLabel({ index, text }: { index: number; text: string }) {
  return (
    <>
      <span className="sr-only">Subproduct {index + 1} </span>
      {text}
    </>
  );
}
