/**
 * The antd components and hooks the remotes use, and nothing else (ARCHITECTURE §2: shared-ui is
 * the UI kit). Remotes never import antd: they get it here, from the host's one copy, so the
 * shell's theme reaches their modals and tokens. Every name listed ships in the kit whether used
 * or not, so add a component when a remote first needs it and keep the list short.
 */
export {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Result,
  Select,
  Spin,
  Switch,
  Table,
  Typography,
  theme,
} from 'antd';
export type { FormInstance, FormItemProps, FormRule, SelectProps, TableColumnsType, TableProps } from 'antd';
