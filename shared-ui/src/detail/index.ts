/**
 * `@mv-admin/shared-ui/detail`: the antd pieces that show one record (a details page or drawer:
 * descriptions, tabs, a timeline of actions, lists, images with preview, ratings, confirmations).
 */
export { Badge, Card, Descriptions, Drawer, Image, List, Modal, Popconfirm, Rate, Skeleton, Tabs, Timeline } from 'antd';
export type { DescriptionsProps, TabsProps, TimelineProps } from 'antd';
export { PresenceBar, type PresenceBarProps, type PresenceRecordType } from './presence-bar';
