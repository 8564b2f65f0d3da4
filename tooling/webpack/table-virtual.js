// Replaces antd's virtual Table body in the browser builds (see create-config.cjs): antd's Table
// imports it for every table, and with it @rc-component/table's VirtualTable and the virtual
// list (about 9 KB gzip) on every list screen. The admin's lists are server-paged, 10-100 rows:
// a table given `virtual` fails loudly instead of rendering without its rows.
export default function VirtualTableLeftOut() {
  throw new Error('antd Table `virtual` is not part of this admin kit: lists are server-paged (useServerTable).');
}
