/**
 * The copy of /projects and of the home page's recent projects, apart from the
 * seeded case studies (projects.ts) so the pages' scripts do not carry those.
 */
export const projectsPage = {
  meta: {
    title: "Projects",
    description:
      "Case studies from Vadodara and across Gujarat: process piping, pump skids, conveyors and plant maintenance delivered by our engineering team.",
  },
  hero: {
    title: "Our Projects",
    subtitle: "Plants we have planned, built and kept running",
  },
  list: {
    heading: "Case studies",
    intro: "What we were asked to do, how we did it and what it changed for the plant.",
  },
  /** The home page's block of the three first projects. */
  recent: {
    heading: "Recent projects",
    intro: "Piping, skids, conveyors and maintenance we have delivered for plants across Gujarat.",
    cta: "View all projects",
  },
  empty: "Our first case studies are being written up. Ask us for references meanwhile.",
  closing: {
    heading: "Planning something similar?",
    text: "Tell us about your plant and the work you have in mind: we reply within one working day with the next steps.",
    cta: { text: "Discuss your project", link: "/contact" },
  },
};
