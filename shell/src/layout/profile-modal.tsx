import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Upload } from 'antd';
import { useFeedback } from '@mv-admin/shared-ui/feedback';
import type { UploadFile } from 'antd';
import { messages } from '@mv-admin/shared-api';

const ACCEPTED = ['image/png', 'image/jpeg'];
const KEEP = 'Leave empty to keep unchanged';

/**
 * Spec §2: the Update Profile dialog with its five fields. Spec: "The dialog has no wired
 * behaviour", so Submit validates and says so instead of pretending to save.
 */
export default function ProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm();
  const { message } = useFeedback();
  return (
    <Modal title="Update Profile" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        onFinish={() => {
          message.info('Profile changes are not saved by this version of the admin.');
          onClose();
        }}
      >
        <Form.Item label="Name" name="name">
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Phone Number" name="phone_number">
          <Input autoComplete="tel" placeholder="+960 7xxxxxx" />
        </Form.Item>
        <Form.Item label="Current Password" name="current_password" extra={KEEP}>
          <Input.Password autoComplete="current-password" placeholder={KEEP} />
        </Form.Item>
        <Form.Item label="New Password" name="new_password" extra={KEEP}>
          <Input.Password autoComplete="new-password" placeholder={KEEP} />
        </Form.Item>
        <Form.Item
          label="Profile Picture"
          name="profile_picture"
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
          rules={[
            {
              validator: (_, files: UploadFile[] | undefined) =>
                !files?.length || files.every((f) => ACCEPTED.includes(f.type ?? '')) ? Promise.resolve() : Promise.reject(new Error(messages.profilePicture)),
            },
          ]}
        >
          <Upload accept=".png,.jpeg,.jpg,image/png,image/jpeg" beforeUpload={() => false} maxCount={1} listType="picture">
            <Button icon={<UploadOutlined />}>Choose a .png or .jpeg</Button>
          </Upload>
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          Submit
        </Button>
      </Form>
    </Modal>
  );
}
