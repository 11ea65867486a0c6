/**
 * The five services of docs/product.md (footer list, services overview and the five
 * service sub-pages). The short names are company facts (company.ts).
 */
import { catalogue } from "./catalogue.ts";
import { serviceNames, type ServiceSlug } from "./company.ts";

export type { ServiceSlug };

export interface LogisticsSolution {
  title: string;
  description: string;
  /** A lucide-react icon name. */
  icon: string;
}

export interface Service {
  slug: ServiceSlug;
  /** Short name, as in the footer list and the inquiry's serviceName. */
  name: string;
  /** Title of the service's own page and hero. */
  pageTitle: string;
  path: `/services/${ServiceSlug}`;
  /** Card text on the services overview. */
  summary: string;
  heroSubtitle: string;
  /** Two paragraphs. */
  description: readonly [string, string];
  capabilities: readonly string[];
  /** A lucide-react icon name. */
  icon: string;
  /** SEO description of the service page (at most 160 characters). */
  seoDescription: string;
  /** Industrial Trading only: the eleven product groups. */
  productGroups?: readonly string[];
  /** Logistics only: 'Our Logistics Solutions'. */
  solutions?: readonly LogisticsSolution[];
}

export const services: readonly Service[] = [
  {
    slug: "project-planning",
    name: serviceNames["project-planning"],
    pageTitle: "Project Planning",
    path: "/services/project-planning",
    summary:
      "Feasibility studies, plant layouts, schedules and budgets that turn an expansion idea into a buildable, costed plan.",
    heroSubtitle: "From feasibility to a schedule your plant can build on",
    description: [
      "Every successful plant project starts long before the first foundation bolt is set. Our planning engineers work with your production, finance and safety teams to define the scope, study the site, size the utilities and choose equipment that fits both the process and the budget.",
      "We deliver a plan you can act on: general arrangement drawings, a bill of quantities, a resource-loaded schedule and a risk register, with clear milestones for approvals, procurement and erection. The same team stays involved through execution, so the plan stays live as the project moves.",
    ],
    capabilities: [
      "Techno-commercial feasibility studies and capacity planning",
      "Plant layout and equipment general arrangement drawings",
      "Utility sizing for power, compressed air, water and steam",
      "Bill of quantities, cost estimates and budget control",
      "Resource-loaded schedules with critical path analysis",
      "Vendor evaluation, tender documents and technical bid comparison",
      "Statutory approval support with GPCB, factory inspectorate and electrical inspectorate",
      "Project risk registers and weekly progress reporting",
    ],
    icon: "ClipboardList",
    seoDescription:
      "Industrial project planning in Vadodara: feasibility studies, plant layouts, estimates and schedules for new plants and expansions across Gujarat.",
  },
  {
    slug: "trading",
    name: serviceNames.trading,
    pageTitle: "Industrial Trading",
    path: "/services/trading",
    summary:
      "Genuine motors, fasteners, tools, electricals, pneumatics, instruments and more, sourced from approved makers and delivered on time.",
    heroSubtitle: "Genuine industrial products from trusted manufacturers",
    description: [
      "Downtime often comes down to one missing part. Our trading desk supplies the mechanical, electrical and instrumentation items that plants consume every day, sourced from authorised distributors and established Indian and international manufacturers.",
      "We match each requirement to the right specification, share test certificates and warranty papers with the goods, and consolidate mixed orders into a single delivery. Regular customers get rate contracts, stock reservations for critical spares and a single point of contact for every order.",
    ],
    capabilities: [
      "Sourcing from authorised distributors with manufacturer test certificates",
      "Specification matching and equivalent-make suggestions",
      "Rate contracts and scheduled deliveries for regular consumables",
      "Critical spares stocking for breakdown-sensitive equipment",
      "Consolidated dispatch of mixed orders with one invoice",
      "Quick quotations with GST-compliant documentation",
      "Pan-India dispatch through reliable transport partners",
    ],
    icon: "Package",
    seoDescription:
      "Industrial trading from Vadodara: motors, fasteners, tools, electrical items, pneumatics, pumps, material handling and test instruments.",
    productGroups: catalogue.map((entry) => entry.title),
  },
  {
    slug: "installation",
    name: serviceNames.installation,
    pageTitle: "Erection Commissioning & Installation",
    path: "/services/installation",
    summary:
      "Safe erection, alignment, piping, cabling and commissioning of plant equipment, handed over with complete test records.",
    heroSubtitle: "Equipment set right, tested and handed over ready to run",
    description: [
      "Our erection crews install rotating equipment, structures, piping and electrical systems to the manufacturer's tolerances and your plant standards. Every job runs under a documented method statement, a lifting plan and a permit-to-work system, supervised by experienced site engineers.",
      "Commissioning is carried out step by step: mechanical completion checks, no-load trials, loop checks and performance runs with your operators alongside. At handover you receive alignment reports, test sheets, as-built drawings and a punch list closed out item by item.",
    ],
    capabilities: [
      "Erection of pumps, compressors, blowers, gearboxes and conveyors",
      "Laser shaft alignment and foundation grouting",
      "Structural steel fabrication and erection",
      "Process and utility piping with hydro testing",
      "Cable laying, termination and panel installation",
      "Instrument installation, loop checking and calibration",
      "Pre-commissioning checks, trial runs and performance tests",
      "Handover dossiers with test records and as-built drawings",
    ],
    icon: "HardHat",
    seoDescription:
      "Erection, commissioning and installation of industrial equipment, piping, structures and electricals, with full test records at handover.",
  },
  {
    slug: "maintenance",
    name: serviceNames.maintenance,
    pageTitle: "Maintenance Services",
    path: "/services/maintenance",
    summary:
      "Preventive, predictive and breakdown maintenance that keeps motors, pumps, panels and utilities running and audit-ready.",
    heroSubtitle: "Fewer breakdowns, longer equipment life, predictable costs",
    description: [
      "We take care of the equipment that keeps your plant running, under annual maintenance contracts or as planned shutdown jobs. Our technicians follow schedules built from manufacturer recommendations and your own breakdown history, so effort goes where failures actually happen.",
      "Condition monitoring, vibration analysis and thermography help us catch bearing wear, misalignment and loose connections before they stop production. Every visit ends with a service report, and a monthly summary shows trends, spares consumed and actions still open.",
    ],
    capabilities: [
      "Annual maintenance contracts with planned visit calendars",
      "Preventive maintenance of motors, pumps, gearboxes and compressors",
      "Vibration analysis and thermal imaging surveys",
      "Electrical panel servicing and insulation testing",
      "Shutdown and turnaround planning and execution",
      "24-hour breakdown support for contract customers",
      "Spares planning and consumption tracking",
    ],
    icon: "Wrench",
    seoDescription:
      "Preventive, predictive and breakdown maintenance for industrial plants in Gujarat: motors, pumps, panels, utilities and shutdown work.",
  },
  {
    slug: "logistics",
    name: serviceNames.logistics,
    pageTitle: "Logistics",
    path: "/services/logistics",
    summary:
      "Transport, warehousing and clearance for project cargo and plant supplies, tracked from the supplier's gate to your site.",
    heroSubtitle: "Project cargo and plant supplies, delivered on schedule",
    description: [
      "Equipment that arrives late or damaged can hold up an entire project. Our logistics team plans the movement of machinery, spares and consumables from the supplier's gate to your plant, choosing the right vehicle, packing and route for each consignment.",
      "We arrange road, rail and sea transport, store goods in our partner warehouses near Vadodara and handle the paperwork, from e-way bills to import clearance. You get one point of contact and regular updates until the goods are signed for at site.",
    ],
    capabilities: [
      "Full truckload, part load and over-dimensional cargo movement",
      "Route surveys for heavy and oversized equipment",
      "Export-worthy packing, crating and lashing",
      "Warehousing and kitting of project materials near Vadodara",
      "E-way bills, GST documentation and transit insurance",
      "Import and export clearance through licensed customs brokers",
      "Shipment tracking with regular status updates",
    ],
    icon: "Truck",
    seoDescription:
      "Industrial logistics from Vadodara: multimodal transport, warehousing, order management, customs clearance and cargo risk cover.",
    solutions: [
      {
        title: "Multimodal Transportation",
        description:
          "Road, rail and sea legs planned as one journey, with the right trailer or container for each load, including over-dimensional project cargo.",
        icon: "Route",
      },
      {
        title: "Smart Warehousing",
        description:
          "Bonded and general storage near Vadodara with barcode-tracked inventory, kitting of project materials and dispatch on call-off.",
        icon: "Warehouse",
      },
      {
        title: "Order Management",
        description:
          "Purchase orders followed up with suppliers, inspections booked and dispatches consolidated, with one status report for every order.",
        icon: "ClipboardCheck",
      },
      {
        title: "Compliance & Clearance",
        description:
          "E-way bills, GST invoices, import and export documentation and customs clearance handled by experienced, licensed partners.",
        icon: "FileCheck",
      },
      {
        title: "Risk Mitigation",
        description:
          "Transit insurance, proper packing and lashing, route surveys and contingency plans that protect your cargo and your schedule.",
        icon: "ShieldCheck",
      },
    ],
  },
];
