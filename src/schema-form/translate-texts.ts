// Which keys of a descriptor hold texts to translate; shared by the renderer and the catalogue extractor.
export const SCHEMA_TEXT = new Set(['title', 'description']);
export const UI_TEXT = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);
export const UI_LISTS = new Set(['ui:enumNames']);

/** The English texts of a descriptor, for extraction. */
export function descriptorTexts(descriptor: { title: string; description?: string; success?: { create?: string; update?: string }; schema: unknown; uiSchema?: unknown }): string[] {
  const found = new Set<string>([descriptor.title]);
  if (descriptor.description) found.add(descriptor.description);
  for (const said of [descriptor.success?.create, descriptor.success?.update]) if (said) found.add(said);
  const collect = (node: unknown, texts: Set<string>, lists: Set<string>, inProperties = false) => {
    if (Array.isArray(node)) return node.forEach((item) => collect(item, texts, lists));
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (!inProperties && texts.has(key) && typeof value === 'string') found.add(value);
      else if (lists.has(key) && Array.isArray(value)) value.forEach((v) => typeof v === 'string' && found.add(v));
      else collect(value, texts, lists, key === 'properties' && !inProperties);
    }
  };
  collect(descriptor.schema, SCHEMA_TEXT, new Set());
  collect(descriptor.uiSchema ?? {}, UI_TEXT, UI_LISTS);
  return [...found];
}
