/** Why a restore was refused: one line for the person running it (docs/decisions/088). */
export class RestoreRefused extends Error {}
