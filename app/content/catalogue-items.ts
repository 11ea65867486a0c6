/**
 * What the seeded catalogue says about some of its items (docs/decisions/081): a few per
 * category, with the makes, models, specifications and commercial terms a buyer asks for.
 * Makes are fictitious. Items not listed here are seeded with their name (and picture) only.
 * Eight carry a datasheet: the products whose buyers ask for one first (pumps, valves,
 * motors, gearboxes, instruments, cylinders).
 */

export interface CatalogueItemDetails {
  make?: string;
  model?: string;
  summary?: string;
  specs?: Array<[name: string, value: string]>;
  unit?: string;
  moq?: string;
  leadTime?: string;
  hsn?: string;
  /**
   * The maker's datasheet: a one-page PDF made from these details when the catalogue is
   * seeded (docs/decisions/084), attached as "{model} datasheet".
   */
  datasheet?: boolean;
}

export const catalogueItemDetails: Record<string, CatalogueItemDetails> = {
  "AC Induction Motors": {
    make: "Sabarmati Drives",
    model: "SD-IE3 132M",
    summary:
      "TEFC squirrel-cage motors to IE3 efficiency for pumps, fans and conveyors; foot or flange mounted.",
    specs: [
      ["Rated output", "7.5 kW (10 HP)"],
      ["Speed", "1440 rpm, 4 pole"],
      ["Supply", "415 V ±10%, 50 Hz, 3 phase"],
      ["Efficiency class", "IE3 (IS 12615)"],
      ["Frame", "132M, cast iron"],
      ["Protection", "IP55, class F insulation"],
    ],
    unit: "Nos",
    moq: "1",
    leadTime: "1–2 weeks",
    hsn: "8501",
    datasheet: true,
  },
  "Helical Gearboxes": {
    make: "Sabarmati Drives",
    model: "HG-3 Series",
    summary: "Inline helical gear units for continuous duty, with hardened and ground gears.",
    specs: [
      ["Ratio", "5:1 to 60:1"],
      ["Input power", "Up to 15 kW"],
      ["Output torque", "Up to 2,500 N·m"],
      ["Mounting", "Foot or flange"],
      ["Service factor", "1.5"],
    ],
    unit: "Nos",
    moq: "1",
    leadTime: "2–3 weeks",
    hsn: "8483",
    datasheet: true,
  },
  "Ball and Roller Bearings": {
    make: "Rolex Anantam",
    model: "6200 / 6300 / 22200 series",
    summary: "Deep-groove ball and spherical roller bearings, open, shielded or sealed.",
    specs: [
      ["Bore", "10 mm to 200 mm"],
      ["Cage", "Pressed steel or brass"],
      ["Clearance", "CN, C3"],
      ["Precision", "P0, P6"],
    ],
    unit: "Nos",
    moq: "10",
    leadTime: "In stock",
    hsn: "8482",
  },
  "Hex Bolts and Nuts": {
    make: "Orsang Fasteners",
    model: "IS 1364 / DIN 931",
    summary: "High-tensile hex bolts with matching nuts, plain or hot-dip galvanised.",
    specs: [
      ["Sizes", "M6 to M36"],
      ["Property class", "8.8, 10.9"],
      ["Material", "Carbon steel; SS304 and SS316 on request"],
      ["Finish", "Black, zinc plated, HDG"],
    ],
    unit: "Kg",
    moq: "25 Kg",
    leadTime: "In stock",
    hsn: "7318",
  },
  "Anchor Fasteners": {
    make: "Orsang Fasteners",
    model: "Wedge anchor WA",
    summary: "Through-bolt wedge anchors for cracked and uncracked concrete.",
    specs: [
      ["Sizes", "M8 to M20"],
      ["Material", "Zinc-plated carbon steel"],
      ["Embedment", "50 mm to 125 mm"],
    ],
    unit: "Box of 50",
    moq: "2 boxes",
    leadTime: "1 week",
    hsn: "7318",
  },
  "Torque Wrenches": {
    make: "Vishwamitri Tools",
    model: "TW-340",
    summary: "Click-type torque wrenches with calibration certificate.",
    specs: [
      ["Range", "60–340 N·m"],
      ["Drive", "1/2 in square"],
      ["Accuracy", "±4% (ISO 6789)"],
    ],
    unit: "Nos",
    moq: "1",
    leadTime: "1 week",
    hsn: "8204",
  },
  "Angle Grinders": {
    make: "Vishwamitri Tools",
    model: "AG-100",
    summary: "Heavy-duty 100 mm angle grinders for cutting and grinding.",
    specs: [
      ["Power", "850 W"],
      ["Disc diameter", "100 mm"],
      ["No-load speed", "11,000 rpm"],
      ["Supply", "230 V, 50 Hz"],
    ],
    unit: "Nos",
    moq: "2",
    leadTime: "In stock",
    hsn: "8467",
  },
  "Power and Control Cables": {
    make: "Dhadhar Cables",
    model: "XLPE armoured, 1.1 kV",
    summary: "Copper and aluminium conductor power and control cables to IS 7098.",
    specs: [
      ["Conductor", "Copper or aluminium"],
      ["Cores", "2 to 4 (power), up to 24 (control)"],
      ["Size", "1.5 mm² to 400 mm²"],
      ["Insulation", "XLPE, PVC sheathed, GI wire armoured"],
    ],
    unit: "Metre",
    moq: "100 Metre",
    leadTime: "1–2 weeks",
    hsn: "8544",
  },
  "MCBs and MCCBs": {
    make: "Dhadhar Switchgear",
    model: "DS-MC / DS-MCCB",
    summary: "Miniature and moulded-case circuit breakers for distribution panels.",
    specs: [
      ["Rating", "6 A to 630 A"],
      ["Breaking capacity", "10 kA (MCB), up to 50 kA (MCCB)"],
      ["Poles", "SP, DP, TP, FP"],
      ["Standard", "IS/IEC 60898, 60947-2"],
    ],
    unit: "Nos",
    moq: "5",
    leadTime: "In stock",
    hsn: "8536",
  },
  "Pneumatic Cylinders": {
    make: "Mahi Fluid Power",
    model: "ISO 15552 profile",
    summary: "Double-acting profile cylinders with adjustable air cushioning.",
    specs: [
      ["Bore", "32 mm to 125 mm"],
      ["Stroke", "25 mm to 1000 mm"],
      ["Working pressure", "1–10 bar"],
      ["Temperature", "−10 °C to 80 °C"],
    ],
    unit: "Nos",
    moq: "2",
    leadTime: "2–3 weeks",
    hsn: "8412",
    datasheet: true,
  },
  "Solenoid Valves": {
    make: "Mahi Fluid Power",
    model: "5/2 SV-200",
    summary: "5/2-way single and double solenoid valves for pneumatic actuators.",
    specs: [
      ["Port size", "1/4 in BSP"],
      ["Coil", "24 V DC or 230 V AC"],
      ["Pressure", "1.5–8 bar"],
      ["Protection", "IP65 with connector"],
    ],
    unit: "Nos",
    moq: "5",
    leadTime: "1 week",
    hsn: "8481",
  },
  "Pressure Transmitters": {
    make: "Tapi Instruments",
    model: "PT-420",
    summary: "Piezoresistive gauge pressure transmitters with a 4–20 mA HART output.",
    specs: [
      ["Range", "0–1 bar to 0–400 bar"],
      ["Accuracy", "±0.1% of span"],
      ["Output", "4–20 mA with HART"],
      ["Wetted parts", "SS316L"],
      ["Process connection", "1/2 in NPT (M)"],
      ["Enclosure", "IP67, flameproof option"],
    ],
    unit: "Nos",
    moq: "1",
    leadTime: "2–3 weeks",
    hsn: "9026",
    datasheet: true,
  },
  "Electromagnetic Flow Meters": {
    make: "Tapi Instruments",
    model: "EMF-50",
    summary: "Full-bore magnetic flow meters for water, effluent and conductive liquids.",
    specs: [
      ["Line size", "DN15 to DN600"],
      ["Accuracy", "±0.5% of reading"],
      ["Liner", "PTFE or hard rubber"],
      ["Electrodes", "SS316L, Hastelloy C"],
      ["Output", "4–20 mA, pulse, RS-485"],
    ],
    unit: "Nos",
    moq: "1",
    leadTime: "3–4 weeks",
    hsn: "9026",
    datasheet: true,
  },
  "Pressure Gauges": {
    make: "Tapi Instruments",
    model: "PG-100 SS",
    summary: "All-stainless pressure gauges, glycerine filled for pulsating service.",
    specs: [
      ["Dial", "100 mm"],
      ["Range", "0–1 bar to 0–600 bar"],
      ["Accuracy", "Class 1.0 (EN 837-1)"],
      ["Connection", "1/2 in BSP, bottom"],
    ],
    unit: "Nos",
    moq: "5",
    leadTime: "In stock",
    hsn: "9026",
  },
  "Centrifugal Pumps": {
    make: "Narmada Flowtech",
    model: "NF-ES 50-160",
    summary:
      "End-suction centrifugal pumps in stainless steel for process water, chemicals and cooling circuits; back pull-out design for easy maintenance.",
    specs: [
      ["Flow", "30 m³/h"],
      ["Head", "40 m"],
      ["MOC (casing and impeller)", "SS316"],
      ["Motor", "7.5 kW, 415 V, 3 phase"],
      ["Speed", "2900 rpm"],
      ["Suction × delivery", "65 mm × 50 mm"],
      ["Seal", "Mechanical seal, SiC/carbon"],
    ],
    unit: "Set",
    moq: "1",
    leadTime: "2–3 weeks",
    hsn: "8413",
    datasheet: true,
  },
  "Submersible Pumps": {
    make: "Narmada Flowtech",
    model: "NF-SB 4 in",
    summary: "Borewell submersible pumps with oil-filled motors.",
    specs: [
      ["Borewell size", "100 mm (4 in)"],
      ["Power", "0.75 kW to 7.5 kW"],
      ["Head", "Up to 250 m"],
      ["Supply", "415 V, 3 phase"],
    ],
    unit: "Set",
    moq: "1",
    leadTime: "1–2 weeks",
    hsn: "8413",
    datasheet: true,
  },
  "Butterfly Valves, wafer type": {
    make: "Revati Valves",
    model: "RV-BF W",
    summary: "Concentric wafer-type butterfly valves with a lever or gear operator.",
    specs: [
      ["Size", "DN50 to DN600"],
      ["Pressure rating", "PN16"],
      ["Body", "Cast iron (IS 210 FG 260)"],
      ["Disc", "CF8M (SS316)"],
      ["Seat", "EPDM"],
      ["Operation", "Lever up to DN150, gearbox above"],
    ],
    unit: "Nos",
    moq: "2",
    leadTime: "2–3 weeks",
    hsn: "8481",
    datasheet: true,
  },
  "Chain Pulley Blocks": {
    make: "Vindhya Lifting",
    model: "CPB-2T",
    summary: "Hand-operated chain pulley blocks with load-tested certificates.",
    specs: [
      ["Capacity", "2 tonnes"],
      ["Standard lift", "3 m"],
      ["Load chain", "Alloy steel, grade 80"],
      ["Test load", "150% of rated"],
    ],
    unit: "Nos",
    moq: "1",
    leadTime: "1 week",
    hsn: "8425",
  },
  "Hydraulic Pallet Trucks": {
    make: "Vindhya Lifting",
    model: "HPT-2.5",
    summary: "Manual hydraulic pallet trucks for Euro and standard pallets.",
    specs: [
      ["Capacity", "2500 kg"],
      ["Fork length", "1150 mm"],
      ["Lowered height", "85 mm"],
      ["Wheels", "Polyurethane"],
    ],
    unit: "Nos",
    moq: "1",
    leadTime: "In stock",
    hsn: "8427",
  },
  "Stretch Wrap Film": {
    make: "Mindhola Packaging",
    model: "Cast LLDPE, 23 micron",
    summary: "Cast stretch film for hand and machine pallet wrapping.",
    specs: [
      ["Thickness", "23 micron"],
      ["Width", "500 mm"],
      ["Roll weight", "3.5 kg (hand), 16 kg (machine)"],
      ["Pre-stretch", "Up to 250% (machine grade)"],
    ],
    unit: "Roll",
    moq: "24 Rolls",
    leadTime: "1 week",
    hsn: "3920",
  },
  "BOPP Packaging Tapes": {
    make: "Mindhola Packaging",
    model: "Clear / brown, 48 mm",
    unit: "Box of 72",
    moq: "5 boxes",
    leadTime: "In stock",
    hsn: "3919",
    specs: [
      ["Width", "48 mm"],
      ["Length", "65 m"],
      ["Thickness", "40 micron"],
    ],
  },
  "Perforated Cable Trays": {
    make: "Karjan Structurals",
    model: "PCT-HDG",
    summary: "Hot-dip galvanised perforated trays with bends, tees and covers.",
    specs: [
      ["Width", "50 mm to 600 mm"],
      ["Height", "25 mm to 100 mm"],
      ["Thickness", "1.6 mm to 2.5 mm"],
      ["Finish", "HDG, 80 micron"],
    ],
    unit: "Metre",
    moq: "50 Metre",
    leadTime: "2–3 weeks",
    hsn: "7308",
  },
  "Fire Extinguishers": {
    make: "Karjan Safety",
    model: "ABC 6 kg",
    summary: "Stored-pressure ABC dry powder extinguishers, ISI marked.",
    specs: [
      ["Capacity", "6 kg"],
      ["Agent", "MAP 40% (ABC)"],
      ["Fire classes", "A, B, C and electrical"],
      ["Standard", "IS 15683"],
    ],
    unit: "Nos",
    moq: "2",
    leadTime: "In stock",
    hsn: "8424",
  },
  "Digital Multimeters": {
    make: "Vishwamitri Instruments",
    model: "DM-87 True RMS",
    summary: "True-RMS multimeters for plant electricians, CAT III 1000 V.",
    specs: [
      ["DC voltage", "0.1 mV to 1000 V"],
      ["AC current", "Up to 10 A"],
      ["Safety", "CAT III 1000 V, CAT IV 600 V"],
      ["Display", "6000 counts, backlit"],
    ],
    unit: "Nos",
    moq: "1",
    leadTime: "In stock",
    hsn: "9030",
  },
  "Insulation Resistance Testers": {
    make: "Vishwamitri Instruments",
    model: "IR-5K",
    summary: "Digital insulation testers for motors, cables and switchgear.",
    specs: [
      ["Test voltage", "500 V, 1 kV, 2.5 kV, 5 kV"],
      ["Range", "Up to 1 TΩ"],
      ["PI and DAR", "Automatic"],
    ],
    unit: "Nos",
    moq: "1",
    leadTime: "1–2 weeks",
    hsn: "9030",
  },
  "Thermal Imaging Cameras": {
    make: "Vishwamitri Instruments",
    model: "TI-160",
    summary: "Handheld thermal cameras for electrical and mechanical inspection.",
    specs: [
      ["Resolution", "160 × 120 pixels"],
      ["Range", "−20 °C to 550 °C"],
      ["Thermal sensitivity", "< 0.07 °C"],
      ["Accuracy", "±2 °C or ±2%"],
    ],
    unit: "Nos",
    moq: "1",
    leadTime: "2–3 weeks",
    hsn: "9025",
  },
};

/**
 * A seeded sub-product as the API's item payload: its picture, its details when known, and
 * its datasheets once the seed has stored them in the media library.
 */
export function seedItemDraft(
  subproduct: { name: string; imageUrl?: string },
  datasheets: Array<{ url: string; name: string }> = [],
) {
  const { specs, datasheet: _datasheet, ...details } = catalogueItemDetails[subproduct.name] ?? {};
  return {
    name: subproduct.name,
    images: subproduct.imageUrl ? [subproduct.imageUrl] : [],
    specs: (specs ?? []).map(([name, value]) => ({ name, value })),
    datasheets,
    ...details,
  };
}
