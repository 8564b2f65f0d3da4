import { InputNumber, type InputNumberProps } from 'antd';
import { centsToMvr, mvrToCents } from '../format';

export type MvrInputProps = Omit<InputNumberProps<string>, 'value' | 'onChange' | 'stringMode' | 'precision' | 'min' | 'max' | 'defaultValue'> & {
  /** The amount in integer cents (what the contract sends and stores); null or undefined when empty. */
  value?: number | null;
  /** Called with the typed amount in integer cents, or null when the box is emptied. */
  onChange?: (cents: number | null) => void;
  /** Smallest amount in MVR (default 0). */
  min?: number;
  /** Largest amount in MVR. */
  max?: number;
};

/**
 * An amount box for a Form.Item whose value is integer cents (spec §9): it shows and takes MVR
 * with 2 decimals behind an 'MVR' prefix (1230 shows as 12.30; typing 12.3 gives 1230, 0.29
 * gives 29). The conversion works on decimal text (centsToMvr / mvrToCents), never on floats, so
 * the contract's cents schema validates the field as it is and a server issue on the field lands
 * on this box.
 */
export function MvrInput({ value, onChange, min = 0, max, ...props }: MvrInputProps) {
  return (
    <InputNumber<string>
      prefix="MVR"
      style={{ width: 200 }}
      {...props}
      stringMode
      precision={2}
      min={String(min)}
      max={max === undefined ? undefined : String(max)}
      value={centsToMvr(value)}
      onChange={(text) => onChange?.(mvrToCents(text))}
    />
  );
}
