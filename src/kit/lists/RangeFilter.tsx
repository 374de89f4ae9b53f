// A list descriptor's `range` filter: its start and its end, each a moment picked or typed (issue 25's pickers).
import { MomentField } from '../../components/moment-field/MomentField';
import { localMinute } from '../../components/moment-field/moment-format';
import type { ListFilter } from './descriptor';
import { say } from './texts';

export function RangeFilter({ filter, values, wrong, onChange }: { filter: ListFilter; values: Record<string, string>; wrong: boolean; onChange: (param: string, value: string) => void }) {
  const end = filter.to!;
  return (
    <>
      {[
        [filter.param, filter.label],
        [end, filter.toLabel!],
      ].map(([param, label]) => (
        <MomentField
          key={param}
          label={say(label!)}
          value={values[param!] ? new Date(values[param!]!) : null}
          onChange={(next) => onChange(param!, localMinute(next))}
          error={wrong}
          w={filter.width ?? 210}
        />
      ))}
    </>
  );
}
