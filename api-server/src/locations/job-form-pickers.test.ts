import { calls } from '../contract';
import { contractData } from '../testing/expect-contract';
import { type RoleName, type Session, startTestApp, type TestApp } from '../testing/test-app';

// Customers' and providers' job forms send an island, a business location, a delivery item type
// and a package configuration: the read-only pickers answer them what they answer the admin.
let t: TestApp;
const sessions = {} as Record<RoleName, Session>;
beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'customer', 'provider'] as const) sessions[role] = await t.login(role);
});
afterAll(() => t.close());

const pickers = [
  { call: calls.atollIslandSelect, url: '/api/v1/atoll-island/select' },
  { call: calls.businessLocationSelect, url: '/api/v1/business-location/select' },
  { call: calls.jobConfig, url: '/api/v1/job/config/job-delivery-item-type' },
  { call: calls.deliverySlotPackageConfigSelect, url: '/api/v1/delivery-slot-package-config/select' },
] as const;

const read = async (url: string, role: RoleName) => {
  const res = await t.request({ method: 'GET', url }, sessions[role]);
  expect(res.statusCode).toBe(200);
  return res;
};

describe.each(['customer', 'provider'] as const)('%s', (role) => {
  test.each(pickers)('$url: the options the admin gets', async ({ call, url }) => {
    const theirs = contractData(call, await read(url, role));
    const admins = contractData(call, await read(url, 'admin'));
    const options = Array.isArray(theirs) ? theirs : theirs.value;
    expect(options.length).toBeGreaterThan(0);
    expect(theirs).toEqual(admins);
  });

  test('managing them stays the admin’s: the lists and writes answer 403', async () => {
    for (const request of [
      { method: 'GET', url: '/api/v1/business-locations' },
      { method: 'GET', url: '/api/v1/package-configs' },
      { method: 'PATCH', url: '/api/v1/business-location/1', payload: { road: 'Majeedhee Magu' } },
    ] as const) {
      expect((await t.request(request, sessions[role])).statusCode).toBe(403);
    }
  });
});
