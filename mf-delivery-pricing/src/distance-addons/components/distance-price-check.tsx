import { deliveryDistanceCoastBodySchema as schema, type DeliveryDistanceCoast } from '@mv-admin/shared-api/delivery';
import type { AtollIslandOption } from '@mv-admin/shared-api/locations';
import { Button, Panel, formatMvr } from '@mv-admin/shared-ui';
import { Alert } from '@mv-admin/shared-ui/alert';
import { Form, zodRule } from '@mv-admin/shared-ui/form';
import { IslandSelect, useAtollIslandSelect } from '@mv-admin/shared-ui/locations';
import { useCheckDistancePrice } from '../api/check-distance-price';

type PairValues = { from_island_id?: number; to_island_id?: number };

const islandName = (atolls: readonly AtollIslandOption[] | undefined, id: number) =>
  atolls?.flatMap((atoll) => atoll.islands).find((island) => island.id === id)?.name ?? `island ${id}`;

function PriceAnswer({ answer }: { answer: DeliveryDistanceCoast }) {
  const { data: atolls } = useAtollIslandSelect();
  if (answer.price === null) {
    const why =
      answer.from_island_id === answer.to_island_id ? 'Both sides are the same island.' : 'No active add-on is set between them, in either direction.';
    return <Alert type="info" showIcon title="No price applies between these islands" description={why} />;
  }
  const from = islandName(atolls, answer.from_island_id);
  const to = islandName(atolls, answer.to_island_id);
  const source = answer.reversed
    ? `From the add-on declared the other way round (${to} → ${from}): none is set for ${from} → ${to}.`
    : `From the add-on declared for ${from} → ${to}.`;
  return <Alert type="success" showIcon title={formatMvr(answer.price)} description={source} />;
}

/**
 * Price check (`POST delivery-distance/coast`): pick two islands and see what a delivery between
 * them is charged, whether the add-on of the reverse direction applied, or that no price applies.
 * The answer clears when either island changes, so it never describes another pair.
 */
export function DistancePriceCheck() {
  const check = useCheckDistancePrice();
  return (
    <Panel title="Price check">
      <Form<PairValues>
        name="price-check"
        aria-label="Price check"
        layout="inline"
        onFinish={(values) => check.mutate({ from_island_id: values.from_island_id!, to_island_id: values.to_island_id! })}
        onValuesChange={() => check.reset()}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="from_island_id" label="From island" rules={[zodRule(schema, 'from_island_id')]}>
          <IslandSelect style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="to_island_id" label="To island" rules={[zodRule(schema, 'to_island_id')]}>
          <IslandSelect style={{ width: 220 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={check.isPending}>
            Check price
          </Button>
        </Form.Item>
      </Form>
      <div aria-live="polite" style={{ marginTop: check.isIdle || check.isPending ? 0 : 12 }}>
        {check.isSuccess && <PriceAnswer answer={check.data} />}
        {check.isError && <Alert type="error" showIcon title="Could not check the price" description={check.error.message} />}
      </div>
    </Panel>
  );
}
