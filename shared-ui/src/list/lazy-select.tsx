import { Input, type Select as AntdSelectType, type SelectProps } from 'antd';
import { lazy, Suspense, useState } from 'react';

/** Whether antd's Select chunk is in: then every select is drawn at once. */
let loaded = false;
let loading: Promise<{ default: typeof AntdSelectType }> | undefined;
const loadSelect = () => {
  loading ??= import('./antd-select').then((m) => {
    loaded = true;
    return m;
  });
  return loading;
};
const AntdSelect = lazy(loadSelect);

/** The text a closed select shows: its chosen options' labels. */
function chosenText(props: SelectProps): string {
  const values = props.value === undefined || props.value === null ? [] : [props.value].flat();
  return values
    .map((value) => {
      const option = props.options?.find((o) => o.value === value);
      return typeof option?.label === 'string' ? option.label : String(value);
    })
    .join(', ');
}

/** How the user reached a select still drawn as its stand-in: a pointer or key that opens it, or focus. */
type Wanted = 'open' | 'focus';

/**
 * What stands where the select will be until it is used: the same size, its current choice. A
 * pointer over it starts loading the select; a press, a key or focus swaps it in.
 */
function SelectStandIn({ want, ...props }: SelectProps & { want?: (how: Wanted) => void }) {
  const chosen = chosenText(props);
  return (
    <Input
      readOnly
      role="combobox"
      aria-expanded={false}
      aria-label={props['aria-label']}
      id={props.id}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
      value={chosen}
      // As antd's Select titles its chosen item.
      title={chosen || undefined}
      size={props.size}
      style={props.style}
      className={props.className}
      disabled={props.disabled}
      onPointerEnter={want && (() => void loadSelect())}
      onMouseDown={want && (() => want('open'))}
      onKeyDown={want && ((event) => ['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key) && want('open'))}
      onFocus={want && (() => want('focus'))}
    />
  );
}

/**
 * antd's Select, loaded when a user first reaches one (issue 39): a deep link's first rows do not
 * wait for it or pay for it (22 KB gzip with its virtual list), even on lists with select
 * filters. Until then a read-only box of the same size shows the choice; a pointer over it starts
 * the download, and pressing it (or a key, or focus) draws the select, open when pressed, focused.
 * Once the chunk is in, every select is drawn at once.
 */
export const Select = ((props: SelectProps) => {
  const [wanted, setWanted] = useState<Wanted>();
  if (!wanted && !loaded) return <SelectStandIn {...props} want={(how) => setWanted((now) => (now === 'open' ? now : how))} />;
  // One tree from here on: autoFocus and defaultOpen act when the select mounts, not on a later render.
  return (
    <Suspense fallback={<SelectStandIn {...props} />}>
      <AntdSelect {...(wanted && { autoFocus: true, defaultOpen: wanted === 'open' })} {...props} />
    </Suspense>
  );
}) as unknown as typeof AntdSelectType;
