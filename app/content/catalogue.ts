/**
 * The seeded product catalogue: the eleven categories of docs/product.md
 * (ids prod-001 … prod-011). Each sub-product is seeded as an item of its
 * category (docs/decisions/081), with the details in catalogue-items.ts; a
 * name may contain a comma ("Butterfly Valves, wafer type").
 *
 * Images are illustrations shipped in public/images;
 * an administrator can replace them with photographs by URL.
 */

export interface CatalogueSubproduct {
  name: string;
  imageUrl?: string;
}

export interface CatalogueEntry {
  id: string;
  title: string;
  category: string;
  isNew: boolean;
  imageUrl: string;
  images: string[];
  subproducts: Array<CatalogueSubproduct>;
}

/**
 * A category as written below: its pictures and sub-products' illustrations by name (the
 * first picture is its main image), so the table holds the customer's words and nothing else.
 */
interface CategoryRow extends Pick<CatalogueEntry, "id" | "title" | "category" | "isNew"> {
  pictures: [string, ...string[]];
  /** A sub-product's name, or its name and the illustration it is shown with. */
  subproducts: Array<string | [name: string, illustration: string]>;
}

const picture = (slug: string): string => `/images/catalogue/${slug}.svg`;

function subproduct(row: CategoryRow["subproducts"][number]): CatalogueSubproduct {
  if (typeof row === "string") return { name: row };
  const [name, illustration] = row;
  return { name, imageUrl: `/images/subproducts/${illustration}.svg` };
}

function entry({ pictures, subproducts, ...rest }: CategoryRow): CatalogueEntry {
  return {
    ...rest,
    imageUrl: picture(pictures[0]),
    images: pictures.map(picture),
    subproducts: subproducts.map(subproduct),
  };
}

const categories: CategoryRow[] = [
  {
    id: "prod-001",
    title: "Motors & Power Transmission",
    category: "Power",
    isNew: true,
    pictures: ["motors-power-transmission", "motors-power-transmission-2"],
    subproducts: [
      ["AC Induction Motors", "motor"],
      "Geared Motors",
      ["Helical Gearboxes", "gearbox"],
      "Worm Reduction Gearboxes",
      "V-Belts and Pulleys",
      ["Roller Chains and Sprockets", "chain"],
      "Flexible Couplings",
      ["Ball and Roller Bearings", "bearing"],
      "Variable Frequency Drives",
    ],
  },
  {
    id: "prod-002",
    title: "Fasteners & Spares",
    category: "Fasteners",
    isNew: false,
    pictures: ["fasteners-spares"],
    subproducts: [
      ["Hex Bolts and Nuts", "bolt"],
      "Socket Head Cap Screws",
      "Anchor Fasteners",
      "Stud Bolts",
      ["Plain and Spring Washers", "washer"],
      "Circlips and Retaining Rings",
      "Threaded Rods",
      ["Oil Seals and O-Rings", "o-ring"],
    ],
  },
  {
    id: "prod-003",
    title: "Hand Tools & Power Tools",
    category: "Tools",
    isNew: true,
    pictures: ["hand-power-tools", "hand-power-tools-2"],
    subproducts: [
      ["Combination Spanner Sets", "spanner"],
      "Torque Wrenches",
      "Pliers and Cutters",
      "Screwdriver Sets",
      ["Angle Grinders", "grinder"],
      ["Cordless Drill Drivers", "drill"],
      "Impact Wrenches",
      "Magnetic Drilling Machines",
      "Cutting and Grinding Wheels",
    ],
  },
  {
    id: "prod-004",
    title: "Electrical Products",
    category: "Electrical",
    isNew: false,
    pictures: ["electrical-products"],
    subproducts: [
      ["Power and Control Cables", "cable"],
      ["MCBs and MCCBs", "breaker"],
      "Contactors and Overload Relays",
      "Industrial Plugs and Sockets",
      "Cable Glands and Lugs",
      ["LED Flood Lights", "floodlight"],
      "Flameproof Junction Boxes",
      "Control Panel Accessories",
    ],
  },
  {
    id: "prod-005",
    title: "Pneumatics & Hydraulics",
    category: "Pneumatics",
    isNew: false,
    pictures: ["pneumatics-hydraulics", "pneumatics-hydraulics-2"],
    subproducts: [
      ["Pneumatic Cylinders", "cylinder"],
      ["Solenoid Valves", "valve"],
      "FRL Units",
      "Push-in Fittings",
      "Polyurethane Tubing",
      ["Hydraulic Hoses and Fittings", "hose"],
      "Hydraulic Power Packs",
      "Hydraulic Gear Pumps",
    ],
  },
  {
    id: "prod-006",
    title: "Smart Transmitters / Fittings",
    category: "Transmitters",
    isNew: true,
    pictures: ["smart-transmitters-fittings"],
    subproducts: [
      ["Pressure Transmitters", "transmitter"],
      "Differential Pressure Transmitters",
      "Temperature Transmitters",
      "Radar Level Transmitters",
      ["Electromagnetic Flow Meters", "flow-meter"],
      ["Pressure Gauges", "gauge"],
      "Instrument Manifold Valves",
      "Compression Tube Fittings",
    ],
  },
  {
    id: "prod-007",
    title: "Pumps & Plumbing",
    category: "Pumps",
    isNew: false,
    pictures: ["pumps-plumbing", "pumps-plumbing-2"],
    subproducts: [
      ["Centrifugal Pumps", "pump"],
      "Submersible Pumps",
      "Dosing Pumps",
      "Self-Priming Monoblock Pumps",
      ["Gate and Globe Valves", "valve"],
      ["Butterfly Valves, wafer type", "valve"],
      "Non-Return Valves",
      ["CPVC and UPVC Pipes", "pipe"],
      "GI Pipes and Fittings",
    ],
  },
  {
    id: "prod-008",
    title: "Material Handling",
    category: "Material",
    isNew: true,
    pictures: ["material-handling", "material-handling-2", "material-handling-3"],
    subproducts: [
      ["Chain Pulley Blocks", "hoist"],
      "Electric Wire Rope Hoists",
      ["Hydraulic Pallet Trucks", "pallet-truck"],
      "Manual and Electric Stackers",
      "Lifting Slings and Shackles",
      "Platform Trolleys",
      ["Belt Conveyors", "conveyor"],
      "Scissor Lift Tables",
    ],
  },
  {
    id: "prod-009",
    title: "Packaging",
    category: "Packaging",
    isNew: false,
    pictures: ["packaging"],
    subproducts: [
      ["Stretch Wrap Film", "film-roll"],
      ["BOPP Packaging Tapes", "tape"],
      "PET and PP Strapping",
      "Battery Strapping Tools",
      ["Corrugated Boxes", "carton"],
      "Air Bubble Film",
      "Continuous Band Sealers",
      "Pallet Wrapping Machines",
    ],
  },
  {
    id: "prod-010",
    title: "Infrastructure",
    category: "Infrastructure",
    isNew: false,
    pictures: ["infrastructure", "infrastructure-2"],
    subproducts: [
      ["Structural Steel Sections", "steel-beam"],
      "Perforated Cable Trays",
      "Gratings and Handrails",
      "Chequered Plates",
      "Colour Coated Roofing Sheets",
      ["Scaffolding Systems", "scaffold"],
      ["Safety Helmets and Harnesses", "helmet"],
      "Fire Extinguishers",
    ],
  },
  {
    id: "prod-011",
    title: "Test Instruments",
    category: "Instruments",
    isNew: true,
    pictures: ["test-instruments"],
    subproducts: [
      ["Digital Multimeters", "multimeter"],
      "Clamp Meters",
      "Insulation Resistance Testers",
      "Earth Resistance Testers",
      ["Infrared Thermometers", "thermometer"],
      "Vibration Meters",
      "Ultrasonic Thickness Gauges",
      "Digital Tachometers",
      ["Thermal Imaging Cameras", "thermal-camera"],
    ],
  },
];

export const catalogue: CatalogueEntry[] = categories.map(entry);
