/** Shapes the section components take; the groups of the content files (lib/content/schemas.ts) fit them. */

/** A link styled as a button or card: visible label and target (site paths get the base path). */
export interface Action {
  label: string;
  href: string;
}

/** The heading block every page section opens with. */
export interface SectionCopy {
  eyebrow: string;
  title: string;
  intro?: string;
}

/** The top of a page: an optional eyebrow, the page's one h1, and a short lead paragraph. */
export interface PageIntro {
  eyebrow?: string;
  headline: string;
  /** A phrase of the headline set in the serif's italic (the schema refuses one it does not contain). */
  emphasis?: string;
  lead: string;
}

/** A marketing figure: the big numeral and the words that follow it (read together as one claim). */
export interface Stat {
  value: string;
  label: string;
}
