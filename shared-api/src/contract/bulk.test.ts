import { BULK_ACTIVE_LISTS, BULK_ACTIVE_QUERIES } from './bulk';
import { LIST_CALLS } from './list-calls';

// The server selects a bulk call's `match` through the list's own call (LIST_CALLS); the body is
// checked against the query kept beside the bulk calls (the browser must not load every domain's
// contract). They must be one schema, or a filter the list accepts would be refused here.
it("checks each bulk active call's match with the query of the list call that selects its records", () => {
  expect(BULK_ACTIVE_LISTS.length).toBeGreaterThan(0);
  expect(BULK_ACTIVE_LISTS.filter((list) => BULK_ACTIVE_QUERIES[list] !== LIST_CALLS[list].query)).toEqual([]);
});
