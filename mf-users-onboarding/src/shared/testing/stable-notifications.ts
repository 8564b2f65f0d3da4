/**
 * Test-only workaround for a kit bug (reported to the lead): the kit's FeedbackHolders calls
 * `notification.useNotification({ placement: 'topRight' })` with a new object on every render,
 * which makes antd return a new API object each time; its effect then hands that to
 * FeedbackProvider, which re-renders it: an endless render loop once the feedback code loads
 * (under jsdom the confirmation never settles). Passing antd the same config object each time
 * gives a stable API, so the real confirmation dialogs can be tested.
 *
 * Usage, first in a test file:
 * `jest.mock('antd', () => jest.requireActual('../../shared/testing/stable-notifications').antdWithStableNotifications());`
 */
export function antdWithStableNotifications() {
  const actual = jest.requireActual('antd');
  const configs = new Map<string, object>();
  const stable = (config: object = {}) => {
    const key = JSON.stringify(config);
    if (!configs.has(key)) configs.set(key, config);
    return configs.get(key);
  };
  const useNotification = (config?: object) => actual.notification.useNotification(stable(config));
  return { ...actual, notification: Object.assign(Object.create(actual.notification), actual.notification, { useNotification }) };
}
