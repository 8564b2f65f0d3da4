import { Input, type Select as AntdSelectType, type SelectProps } from 'antd';
import { lazy, Suspense } from 'react';

const AntdSelect = lazy(() => import('./antd-select'));

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

/** What stands where the select will be while its code loads: the same size, its current choice. */
function SelectStandIn(props: SelectProps) {
  return (
    <Input
      readOnly
      role="combobox"
      aria-expanded={false}
      aria-label={props['aria-label']}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
      value={chosenText(props)}
      size={props.size}
      style={props.style}
      className={props.className}
      disabled={props.disabled}
    />
  );
}

/**
 * antd's Select, loaded when a screen first draws one: a list without select filters (atolls,
 * business locations) does not download it (25 KB gzip with its virtual list), and a list with
 * them requests it beside its rows. Until then a read-only box of the same size shows the choice.
 */
export const Select = ((props: SelectProps) => (
  <Suspense fallback={<SelectStandIn {...props} />}>
    <AntdSelect {...props} />
  </Suspense>
)) as unknown as typeof AntdSelectType;
