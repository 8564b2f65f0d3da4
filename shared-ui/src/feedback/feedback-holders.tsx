import { message, Modal, notification } from 'antd';
import { useEffect, useRef } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI as ModalHookApi } from 'antd/es/modal/useModal';

export interface FeedbackApi {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalHookApi;
}

/** antd's feedback hooks and their holders, loaded on first use by FeedbackProvider. */
export default function FeedbackHolders({ onReady }: { onReady: (api: FeedbackApi) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification({ placement: 'topRight' });
  const [modalApi, modalHolder] = Modal.useModal();
  // Once: antd's hook APIs are new objects on every render, and reporting each of them re-rendered
  // the provider, which re-rendered this, without end (the page stopped following navigation).
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  });
  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}
