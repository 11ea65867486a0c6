/** How many pictures a project holds: the schema enforces it, the form draws its slots from it. */
export const MAX_PROJECT_IMAGES = 8;
