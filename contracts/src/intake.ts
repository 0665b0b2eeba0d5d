import { z } from 'zod';

/** Obsessions, compulsions and triggers: at most 50 items of at most 500 characters each. */
export const INTAKE_ITEM_MAX_LENGTH = 500;
export const INTAKE_LIST_MAX_ITEMS = 50;

const itemText = z
  .string({ message: 'Each item must be text.' })
  .max(INTAKE_ITEM_MAX_LENGTH, `Each item can be at most ${INTAKE_ITEM_MAX_LENGTH} characters.`);
const itemList = <T extends z.ZodTypeAny>(item: T) =>
  z.array(item).max(INTAKE_LIST_MAX_ITEMS, `A list can hold at most ${INTAKE_LIST_MAX_ITEMS} items.`);

export const listItem = z.object({ id: z.string(), description: z.string() });
export type ListItem = z.infer<typeof listItem>;

/** docs/product.md §26 "Obsession": with the person's compulsions and triggers, the picture it belongs to. */
export const obsessionResponse = listItem.extend({ compulsions: z.array(listItem), triggers: z.array(listItem) });
export type ObsessionResponse = z.infer<typeof obsessionResponse>;

/** docs/product.md §26: intake sends `{obsessions: [{description}], compulsions: []}`; the lists replace what was there. */
export const saveObsessionsRequest = z.object({
  obsessions: itemList(z.object({ description: itemText })),
  compulsions: itemList(z.union([itemText, z.object({ description: itemText })])).optional(),
});
export type SaveObsessionsRequest = z.input<typeof saveObsessionsRequest>;

export const saveCompulsionsRequest = z.object({ compulsions: itemList(itemText) });
export type SaveCompulsionsRequest = z.input<typeof saveCompulsionsRequest>;
export const saveTriggersRequest = z.object({ triggers: itemList(itemText) });
export type SaveTriggersRequest = z.input<typeof saveTriggersRequest>;

export const tosStatusResponse = z.object({
  accepted_tos: z.boolean(),
  accepted_at: z.string().nullable(),
  version: z.string(),
});
export type TosStatusResponse = z.infer<typeof tosStatusResponse>;

/** Trims, drops blanks and merges duplicates (case and spacing ignored), keeping the first spelling. */
export function normaliseItems(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of items) {
    const text = raw.trim().replace(/\s+/g, ' ');
    const key = text.toLocaleLowerCase('en');
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(text);
  }
  return result;
}
