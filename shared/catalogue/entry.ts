// What the catalogue declares of each code: its category, the details its words need and its words in
// every language (codes/), and apart from them its explanation (usual causes on a site, what to do
// next, its guide page) for `explain` and Help (explain/): a failure said in words needs only the first.
import type { ErrorCategory } from '../error-categories';
import type { Language, LocalizedText } from '../language';

/** The field guide's pages, in the order of a site visit (docs/guide/<language>/<page>.md). */
export const GUIDE_PAGES = [
  'first-visit',
  'configuration',
  'license',
  'visitor-floors',
  'when-a-call-fails',
  'hand-over',
  'secrets',
] as const;
/** A page of the field guide. */
export type GuidePage = (typeof GUIDE_PAGES)[number];

/** Why a code usually happens on a site, and what the engineer does next. */
export interface Explanation {
  causes: readonly string[];
  next: readonly string[];
}

/** A code as declared: `details` names every detail its words need, which a ConsoleError must carry. */
export interface CodeDeclaration {
  readonly category: ErrorCategory;
  readonly details?: readonly string[];
  readonly words: LocalizedText;
  /** Its words for a call to the license server (selfhosted.baseUrl), where the generic words name a site profile. */
  readonly licenseServer?: LocalizedText;
}

/** Declares a table of codes, keeping each code's literal detail names for ConsoleError's type. */
export const defineCodes = <const T extends Readonly<Record<string, CodeDeclaration>>>(codes: T): T => codes;

/** What `explain` and Help show of a code beyond its words. */
export interface ExplanationDeclaration {
  /** Its usual causes on a site and what to do next. */
  readonly explain: Readonly<Record<Language, Explanation>>;
  /** The field guide's page that covers it. */
  readonly guide: GuidePage;
}

/** Declares the explanations of a table of codes: one for each of its codes, and none for another. */
export const defineExplanations =
  <T>() =>
  (explanations: { readonly [C in keyof T]: ExplanationDeclaration }): Readonly<Record<keyof T, ExplanationDeclaration>> =>
    explanations;

/** A value a code's words are filled with. */
export type DetailValue = string | number | boolean | null | readonly (string | number)[] | Readonly<LocalizedText>;

/** The details a declaration asks for: each named one, plus any other facts. */
export type DetailsOfDeclaration<D> = D extends { readonly details: readonly (infer N extends string)[] }
  ? { readonly [K in N]: DetailValue | undefined } & Readonly<Record<string, unknown>>
  : Readonly<Record<string, unknown>>;

/** The names of the details a declaration's words need (never when they need none). */
export type DetailNamesOfDeclaration<D> = D extends { readonly details: readonly (infer N extends string)[] } ? N : never;
