/** An upload refused for what it is: 415 for a kind of file we do not take, 400 for a damaged one. */
export class MediaInputError extends Error {
  readonly status: 400 | 415;
  constructor(status: 400 | 415, message: string) {
    super(message);
    this.name = "MediaInputError";
    this.status = status;
  }
}
