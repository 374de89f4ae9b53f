// Named parts found by name (cells, explanations, widgets, overrides): a registry is built once from records
// of parts, and refuses two parts with one name, so a descriptor's name always means one thing.
export interface Registry<T> {
  /** What the registry holds, for its messages ("cell", "explanation"). */
  readonly kind: string;
  has(name: string): boolean;
  /** The part of that name; an unknown name is an error (a descriptor names something that does not exist). */
  get(name: string): T;
  names(): string[];
}

export function defineRegistry<T>(kind: string, ...parts: Record<string, T>[]): Registry<T> {
  const found = new Map<string, T>();
  for (const part of parts) {
    for (const [name, value] of Object.entries(part)) {
      if (found.has(name)) throw new Error(`Two ${kind}s are named ${name}`);
      found.set(name, value);
    }
  }
  return {
    kind,
    has: (name) => found.has(name),
    get(name) {
      if (!found.has(name)) throw new Error(`No ${kind} is named ${name}`);
      return found.get(name)!;
    },
    names: () => [...found.keys()],
  };
}
