// Which catalogue entry Help shows for a code, at which address, and which guide page covers it. A
// site's code and a console code may share a name (INTERNAL_ERROR): each has its own address.
import { catalogueEntries, catalogueEntry, type CatalogueEntry, type Failure, type GuidePage } from '../../shared/catalogue';

/** The Help address of an entry. */
export const entryPath = (entry: Pick<CatalogueEntry, 'code' | 'source'>): string =>
  `/help/${entry.source === 'site' ? 'site-code' : 'code'}/${encodeURIComponent(entry.code)}`;

/** The entry Help shows at `/help/code/<code>` (`source` console) or `/help/site-code/<code>` (site). */
export function helpEntry(code: string, source: CatalogueEntry['source']): CatalogueEntry | undefined {
  if (source === 'console') return catalogueEntry(code)?.source === 'console' ? catalogueEntry(code) : undefined;
  return catalogueEntries().find((entry) => entry.source === 'site' && entry.code === code);
}

/**
 * The Help address of a failure's entry: the site's own code for a site's envelope (as its words
 * are chosen, shared/catalogue errorWords), else the console's; an unknown code's address says so.
 */
export function failureEntryPath(failure: Pick<Failure, 'code' | 'category'>): string {
  const site = failure.category === 'envelope' ? helpEntry(failure.code, 'site') : undefined;
  return entryPath(site ?? { code: failure.code, source: 'console' });
}

/** Guide pages by the beginning of a code, for the entries the catalogue does not give a page yet. */
const PAGE_BY_PREFIX: ReadonlyArray<readonly [RegExp, GuidePage]> = [
  [/^(CONFIG_|FOLDER_)/, 'configuration'],
  [/^(AUTH_|LICENSE|TENANT_|SCENARIO_|PROJECT_|ACTIVATIONS_|NOT_ACTIVATED)/, 'license'],
  [/^SECRETS_/, 'secrets'],
  [/^(EVIDENCE_|HANDOVER_)/, 'hand-over'],
  [/^(BATCH_|PERSON_NOT_FOUND|VISITOR_NOT_FOUND|FLOOR_NOT_FOUND|NO_FLOORS|INVALID_REQUEST)/, 'visitor-floors'],
  [/^(SITE_PROFILE|SITE_NO_PROFILE|SITE_ROUTE_NOT_CONFIGURED|SITE_SECRET_MISSING|TOKEN_|FOREIGN_)/, 'first-visit'],
];

/** The guide page that covers an entry: the catalogue's own choice, else the page of its kind. */
export function guidePageOf(entry: CatalogueEntry): GuidePage {
  if (entry.guide) return entry.guide;
  return PAGE_BY_PREFIX.find(([prefix]) => prefix.test(entry.code))?.[1] ?? 'when-a-call-fails';
}
