// Saving the state to a JSON file (debounced, atomic) so a demo survives a restart.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { emptyState, STATE_VERSION, type StateData } from './model.ts';

export const SAVE_DELAY_MS = 250;

/** The saved state, or null when there is none or it is of another version or unreadable. */
export function readStateFile(file: string, log: (line: string) => void): StateData | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const data = JSON.parse(text) as Partial<StateData>;
    if (data.version !== STATE_VERSION) {
      log(`[mock] ${file} holds state version ${String(data.version)}, expected ${STATE_VERSION}: starting from the seed`);
      return null;
    }
    // Tables added since the file was saved start empty.
    const empty = emptyState(0, 0);
    return { ...empty, ...data, sequences: { ...empty.sequences, ...data.sequences } } as StateData;
  } catch (error) {
    log(`[mock] ${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}): starting from the seed`);
    return null;
  }
}

export function writeStateFile(file: string, data: StateData): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(data));
  renameSync(temporary, file);
}

/** Saves at most once per delay after changes; flush() saves now. */
export class DebouncedSaver {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly file: string,
    private readonly snapshot: () => StateData,
    private readonly log: (line: string) => void,
    private readonly delayMs = SAVE_DELAY_MS,
  ) {}

  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.delayMs);
    this.timer.unref();
  }

  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    try {
      writeStateFile(this.file, this.snapshot());
    } catch (error) {
      this.log(`[mock] could not save ${this.file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
