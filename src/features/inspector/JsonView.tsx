import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Readable } from './readable';

type Branch = Readable[] | { [key: string]: Readable };
const isBranch = (v: Readable): v is Branch => typeof v === 'object' && v !== null;

function Leaf({ value }: { value: Readable }) {
  const kind = value === null ? 'null' : typeof value;
  return <span className={`inspector-json-${kind}`}>{JSON.stringify(value)}</span>;
}

function Entry({ name, value, depth }: { name: string; value: Readable; depth: number }) {
  const { t } = useLingui();
  const key = <span className="inspector-json-key">{name}: </span>;
  if (!isBranch(value) || Object.keys(value).length === 0)
    return (
      <li>
        {key}
        <Leaf value={value} />
      </li>
    );
  const size = Object.keys(value).length;
  const count = Array.isArray(value)
    ? t`${plural(size, { one: '# item', other: '# items' })}`
    : t`${plural(size, { one: '# key', other: '# keys' })}`;
  const preview = Array.isArray(value) ? `[${count}]` : `{${count}}`;
  return (
    <li>
      <details open={depth < 1}>
        <summary>
          {key}
          <span className="inspector-json-preview">{preview}</span>
        </summary>
        <Entries value={value} depth={depth + 1} />
      </details>
    </li>
  );
}

function Entries({ value, depth }: { value: Branch; depth: number }) {
  return (
    <ul className="inspector-json">
      {Object.entries(value).map(([k, v]) => (
        <Entry key={k} name={k} value={v} depth={depth} />
      ))}
    </ul>
  );
}

/**
 * Plain data as a JSON tree: each object and array folds (a native disclosure, so it opens by keyboard), the
 * first level open. A value that is no object or array shows as one JSON line.
 */
export function JsonView({ value }: { value: Readable }) {
  if (!isBranch(value)) return <Leaf value={value} />;
  return <Entries value={value} depth={0} />;
}
