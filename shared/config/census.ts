// One pass over a parsed document for what the checker needs on every keystroke besides the
// validator: the colon count of the duplicate-key test (json-text.ts) and the feature entries that
// name no vendor feature (a warning). Two separate loops would enumerate the features map twice;
// with 10,000 features that enumeration alone costs over a millisecond of a 16 ms frame.
import { colonsIn, colonsInValue } from './json-text';

/** What one pass over a parsed document found. */
export interface Census {
  /**
   * Members of all objects plus the colons inside all keys and strings (see hasDuplicateKeys), but
   * for feature entries only their vendorFeatureId and vendorFeatureName.
   */
  colons: number;
  /** Keys of feature entries that are objects with neither vendorFeatureId nor vendorFeatureName. */
  unnamedFeatures: string[];
}

/** Takes the census of a parsed document (of any shape). */
export function takeCensus(doc: unknown): Census {
  const unnamedFeatures: string[] = [];
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return { colons: colonsInValue(doc), unnamedFeatures };
  let colons = 0;
  for (const key in doc) {
    const value: unknown = (doc as Record<string, unknown>)[key];
    colons += 1 + colonsIn(key);
    if (key !== 'features' || value === null || typeof value !== 'object' || Array.isArray(value)) {
      colons += colonsInValue(value);
      continue;
    }
    for (const name in value) {
      const entry: unknown = (value as Record<string, unknown>)[name];
      colons += 1 + colonsIn(name);
      if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
        colons += colonsInValue(entry);
        continue;
      }
      // Entries are read, not enumerated: ten thousand for…in loops cost more than the rest of
      // the census. Any other key an entry holds (an error of its own) is then left out of the
      // count, which can only make the count disagree with the text and send check.ts to the exact
      // count; it can never hide a duplicate.
      const id: unknown = (entry as Record<string, unknown>)['vendorFeatureId'];
      const featureName: unknown = (entry as Record<string, unknown>)['vendorFeatureName'];
      if (id !== undefined) colons += 1 + colonsInValue(id);
      if (featureName !== undefined) colons += 1 + colonsInValue(featureName);
      if (id === undefined && featureName === undefined) unnamedFeatures.push(name);
    }
  }
  return { colons, unnamedFeatures };
}
