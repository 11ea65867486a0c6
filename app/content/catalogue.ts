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

/** A category's pictures, illustrations by name; the first is its main image. */
function pictures(main: string, ...more: string[]): Pick<CatalogueEntry, "imageUrl" | "images"> {
  const path = (slug: string) => `/images/catalogue/${slug}.svg`;
  return { imageUrl: path(main), images: [main, ...more].map(path) };
}
const sub = (slug: string): string => `/images/subproducts/${slug}.svg`;

export const catalogue: CatalogueEntry[] = [
  {
    id: "prod-001",
    title: "Motors & Power Transmission",
    category: "Power",
    isNew: true,
    ...pictures("motors-power-transmission", "motors-power-transmission-2"),
    subproducts: [
      { name: "AC Induction Motors", imageUrl: sub("motor") },
      { name: "Geared Motors" },
      { name: "Helical Gearboxes", imageUrl: sub("gearbox") },
      { name: "Worm Reduction Gearboxes" },
      { name: "V-Belts and Pulleys" },
      { name: "Roller Chains and Sprockets", imageUrl: sub("chain") },
      { name: "Flexible Couplings" },
      { name: "Ball and Roller Bearings", imageUrl: sub("bearing") },
      { name: "Variable Frequency Drives" },
    ],
  },
  {
    id: "prod-002",
    title: "Fasteners & Spares",
    category: "Fasteners",
    isNew: false,
    ...pictures("fasteners-spares"),
    subproducts: [
      { name: "Hex Bolts and Nuts", imageUrl: sub("bolt") },
      { name: "Socket Head Cap Screws" },
      { name: "Anchor Fasteners" },
      { name: "Stud Bolts" },
      { name: "Plain and Spring Washers", imageUrl: sub("washer") },
      { name: "Circlips and Retaining Rings" },
      { name: "Threaded Rods" },
      { name: "Oil Seals and O-Rings", imageUrl: sub("o-ring") },
    ],
  },
  {
    id: "prod-003",
    title: "Hand Tools & Power Tools",
    category: "Tools",
    isNew: true,
    ...pictures("hand-power-tools", "hand-power-tools-2"),
    subproducts: [
      { name: "Combination Spanner Sets", imageUrl: sub("spanner") },
      { name: "Torque Wrenches" },
      { name: "Pliers and Cutters" },
      { name: "Screwdriver Sets" },
      { name: "Angle Grinders", imageUrl: sub("grinder") },
      { name: "Cordless Drill Drivers", imageUrl: sub("drill") },
      { name: "Impact Wrenches" },
      { name: "Magnetic Drilling Machines" },
      { name: "Cutting and Grinding Wheels" },
    ],
  },
  {
    id: "prod-004",
    title: "Electrical Products",
    category: "Electrical",
    isNew: false,
    ...pictures("electrical-products"),
    subproducts: [
      { name: "Power and Control Cables", imageUrl: sub("cable") },
      { name: "MCBs and MCCBs", imageUrl: sub("breaker") },
      { name: "Contactors and Overload Relays" },
      { name: "Industrial Plugs and Sockets" },
      { name: "Cable Glands and Lugs" },
      { name: "LED Flood Lights", imageUrl: sub("floodlight") },
      { name: "Flameproof Junction Boxes" },
      { name: "Control Panel Accessories" },
    ],
  },
  {
    id: "prod-005",
    title: "Pneumatics & Hydraulics",
    category: "Pneumatics",
    isNew: false,
    ...pictures("pneumatics-hydraulics", "pneumatics-hydraulics-2"),
    subproducts: [
      { name: "Pneumatic Cylinders", imageUrl: sub("cylinder") },
      { name: "Solenoid Valves", imageUrl: sub("valve") },
      { name: "FRL Units" },
      { name: "Push-in Fittings" },
      { name: "Polyurethane Tubing" },
      { name: "Hydraulic Hoses and Fittings", imageUrl: sub("hose") },
      { name: "Hydraulic Power Packs" },
      { name: "Hydraulic Gear Pumps" },
    ],
  },
  {
    id: "prod-006",
    title: "Smart Transmitters / Fittings",
    category: "Transmitters",
    isNew: true,
    ...pictures("smart-transmitters-fittings"),
    subproducts: [
      { name: "Pressure Transmitters", imageUrl: sub("transmitter") },
      { name: "Differential Pressure Transmitters" },
      { name: "Temperature Transmitters" },
      { name: "Radar Level Transmitters" },
      { name: "Electromagnetic Flow Meters", imageUrl: sub("flow-meter") },
      { name: "Pressure Gauges", imageUrl: sub("gauge") },
      { name: "Instrument Manifold Valves" },
      { name: "Compression Tube Fittings" },
    ],
  },
  {
    id: "prod-007",
    title: "Pumps & Plumbing",
    category: "Pumps",
    isNew: false,
    ...pictures("pumps-plumbing", "pumps-plumbing-2"),
    subproducts: [
      { name: "Centrifugal Pumps", imageUrl: sub("pump") },
      { name: "Submersible Pumps" },
      { name: "Dosing Pumps" },
      { name: "Self-Priming Monoblock Pumps" },
      { name: "Gate and Globe Valves", imageUrl: sub("valve") },
      { name: "Butterfly Valves, wafer type", imageUrl: sub("valve") },
      { name: "Non-Return Valves" },
      { name: "CPVC and UPVC Pipes", imageUrl: sub("pipe") },
      { name: "GI Pipes and Fittings" },
    ],
  },
  {
    id: "prod-008",
    title: "Material Handling",
    category: "Material",
    isNew: true,
    ...pictures("material-handling", "material-handling-2", "material-handling-3"),
    subproducts: [
      { name: "Chain Pulley Blocks", imageUrl: sub("hoist") },
      { name: "Electric Wire Rope Hoists" },
      { name: "Hydraulic Pallet Trucks", imageUrl: sub("pallet-truck") },
      { name: "Manual and Electric Stackers" },
      { name: "Lifting Slings and Shackles" },
      { name: "Platform Trolleys" },
      { name: "Belt Conveyors", imageUrl: sub("conveyor") },
      { name: "Scissor Lift Tables" },
    ],
  },
  {
    id: "prod-009",
    title: "Packaging",
    category: "Packaging",
    isNew: false,
    ...pictures("packaging"),
    subproducts: [
      { name: "Stretch Wrap Film", imageUrl: sub("film-roll") },
      { name: "BOPP Packaging Tapes", imageUrl: sub("tape") },
      { name: "PET and PP Strapping" },
      { name: "Battery Strapping Tools" },
      { name: "Corrugated Boxes", imageUrl: sub("carton") },
      { name: "Air Bubble Film" },
      { name: "Continuous Band Sealers" },
      { name: "Pallet Wrapping Machines" },
    ],
  },
  {
    id: "prod-010",
    title: "Infrastructure",
    category: "Infrastructure",
    isNew: false,
    ...pictures("infrastructure", "infrastructure-2"),
    subproducts: [
      { name: "Structural Steel Sections", imageUrl: sub("steel-beam") },
      { name: "Perforated Cable Trays" },
      { name: "Gratings and Handrails" },
      { name: "Chequered Plates" },
      { name: "Colour Coated Roofing Sheets" },
      { name: "Scaffolding Systems", imageUrl: sub("scaffold") },
      { name: "Safety Helmets and Harnesses", imageUrl: sub("helmet") },
      { name: "Fire Extinguishers" },
    ],
  },
  {
    id: "prod-011",
    title: "Test Instruments",
    category: "Instruments",
    isNew: true,
    ...pictures("test-instruments"),
    subproducts: [
      { name: "Digital Multimeters", imageUrl: sub("multimeter") },
      { name: "Clamp Meters" },
      { name: "Insulation Resistance Testers" },
      { name: "Earth Resistance Testers" },
      { name: "Infrared Thermometers", imageUrl: sub("thermometer") },
      { name: "Vibration Meters" },
      { name: "Ultrasonic Thickness Gauges" },
      { name: "Digital Tachometers" },
      { name: "Thermal Imaging Cameras", imageUrl: sub("thermal-camera") },
    ],
  },
];
