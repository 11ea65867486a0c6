/** A file the import cannot read as a spreadsheet: the status the API answers and why. */
export class SheetFileError extends Error {
  override name = "SheetFileError";
  readonly status: 400 | 415;

  constructor(status: 400 | 415, message: string) {
    super(message);
    this.status = status;
  }
}
