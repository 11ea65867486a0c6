import type { ProjectInputDraft } from "../domain/projects/project-input.ts";

/**
 * The sample projects of a fresh install: fictitious clients around Vadodara,
 * written as the company would describe real work. The pictures are the catalogue's
 * illustrations (docs/decisions/069: no photographs can be fetched); the owner replaces
 * them from the media library.
 */
export const seedProjects: ProjectInputDraft[] = [
  {
    title: "Process piping for a solvent recovery plant",
    slug: "solvent-recovery-plant-piping",
    clientIndustry: "Chemicals",
    location: "Nandesari GIDC, Vadodara",
    year: 2024,
    summary:
      "1,200 metres of SS 316L and carbon-steel process piping, supports and tie-ins for a solvent recovery unit, erected during a 21-day plant shutdown.",
    body: [
      "A specialty chemicals manufacturer was adding a solvent recovery column beside a running plant. We took the piping package from the isometrics to hydro-test: material take-off, sourcing of pipe, fittings and valves from approved makes, shop fabrication of spools and erection on site.",
      "Tie-ins to live headers were planned hour by hour with the client's operations team and completed inside the annual shutdown. Every weld joint was logged with welder, WPS and radiography result, and handed over with the test packs.",
    ].join("\n\n"),
    outcome:
      "Commissioned two days ahead of the shutdown plan, with zero lost-time incidents and no weld rejections at hydro-test.",
    images: ["/images/catalogue/infrastructure.svg", "/images/catalogue/pumps-plumbing-2.svg"],
    published: true,
    sortOrder: 1,
  },
  {
    title: "Skid-mounted transfer pump package",
    slug: "transfer-pump-skid-dahej",
    clientIndustry: "Oil & Gas",
    location: "Dahej, Bharuch",
    year: 2024,
    summary:
      "Two duty-standby centrifugal pumps with motors, strainers, instruments and local panel on one fabricated skid, tested at our works before dispatch.",
    body: [
      "A tank terminal needed to replace two ageing transfer pumps without a long outage. We designed a compact skid around two 75 m³/h centrifugal pumps, with suction strainers, pressure transmitters, a flow switch and a flameproof local control panel.",
      "The skid was fabricated, painted and run on water at our Vadodara works in the client's presence, then shipped complete so that site work was limited to four flange joints and the power cable.",
    ].join("\n\n"),
    outcome:
      "Installed and running within 36 hours of arriving on site; energy use per kilolitre transferred fell by 18 per cent.",
    images: [
      "/images/catalogue/pumps-plumbing.svg",
      "/images/catalogue/smart-transmitters-fittings.svg",
    ],
    published: true,
    sortOrder: 2,
  },
  {
    title: "Conveyor and material handling upgrade",
    slug: "packaging-line-conveyor-upgrade",
    clientIndustry: "Pharmaceuticals",
    location: "Savli GIDC, Vadodara",
    year: 2023,
    summary:
      "Belt and roller conveyors, a carton lift and guarding for a tablet packaging hall, installed in phases while two other lines kept running.",
    body: [
      "A formulations plant was moving from manual carton handling to a conveyor line from the blister packers to the dispatch bay. We supplied and installed 90 metres of belt and gravity roller conveyor, a vertical carton lift and GMP-friendly stainless guarding.",
      "Work was done in three weekend phases so that production never stopped, with validation documents prepared for the client's quality team.",
    ].join("\n\n"),
    outcome:
      "Carton handling labour fell from nine people per shift to four, with no line stoppage during the changeover.",
    images: [
      "/images/catalogue/material-handling.svg",
      "/images/catalogue/material-handling-2.svg",
    ],
    published: true,
    sortOrder: 3,
  },
  {
    title: "Annual maintenance of a textile plant's utilities",
    slug: "textile-utilities-annual-maintenance",
    clientIndustry: "Textile",
    location: "Halol, Panchmahal",
    year: 2023,
    summary:
      "A yearly maintenance contract for compressors, pumps, motors and the electrical distribution of a processing house, with a monthly condition report.",
    body: [
      "A textile processing house wanted fewer breakdowns in its utilities. We set up a preventive maintenance plan for 140 motors, 38 pumps and four air compressors, with vibration and thermal checks every month and a spares list held at our Vadodara store.",
      "Each visit ends with a short report: what was checked, what is wearing and what should be replaced at the next planned stop.",
    ].join("\n\n"),
    outcome:
      "Unplanned utility stoppages fell from eleven in the year before to two in the first year of the contract.",
    images: [
      "/images/catalogue/motors-power-transmission.svg",
      "/images/catalogue/electrical-products.svg",
    ],
    published: true,
    sortOrder: 4,
  },
];
