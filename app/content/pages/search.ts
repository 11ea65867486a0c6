/** The copy of the search page, /search (docs/decisions/082). */
export const searchPage = {
  meta: {
    title: "Search",
    description:
      "Search our catalogue items, product categories, services and projects by name, make, model or specification.",
  },
  eyebrow: "Search",
  emptyHeading: "Search the catalogue, our services and projects",
  examplesHeading: "Searches to try",
  emptyIntro: "Type a name, a make or model, a material or a size: every word you type must match.",
  examples: ["centrifugal pump", "ball valve", "SS316", "gearbox", "maintenance"],
  noResultsHint:
    "Check the spelling, or search for a more general word, such as a category: pumps, valves, motors.",
  noResultsContact:
    "We also source many items that are not in this catalogue: tell us what you need.",
} as const;
