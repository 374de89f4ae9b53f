export function normalizeSchema<T>(schema: T): T;
export function schemaKey(schema: unknown): string;
export function isChoiceList(branches: unknown): boolean;
export function splitSchema(schema: Record<string, unknown>): { plain: Record<string, unknown>; parts: Record<string, unknown> & { choices?: unknown[]; enum?: unknown[]; properties?: Record<string, unknown>; items?: unknown } };
export function schemaParts(schema: unknown, found?: unknown[]): unknown[];
