/**
 * `@mv-admin/shared-ui/detail`: the antd pieces that show one record (a details page or drawer:
 * descriptions, tabs, a timeline of actions, people, images with preview, ratings, confirmations).
 */
export { Avatar, Badge, Card, Collapse, Descriptions, Drawer, Image, List, Modal, Popconfirm, Rate, Skeleton, Statistic, Tabs, Timeline } from 'antd';
export type { DescriptionsProps, TabsProps, TimelineProps } from 'antd';
