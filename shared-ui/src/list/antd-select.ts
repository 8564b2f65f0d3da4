// antd's Select as a chunk of its own: loaded by lazy-select.tsx when a screen first draws one.
export { Select as default } from 'antd';
