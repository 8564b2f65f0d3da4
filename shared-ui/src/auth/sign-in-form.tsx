import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError, api, authStore, loginBodySchema, type LoginBody, type SignedInUser } from '@mv-admin/shared-api';

export interface SignInFormProps {
  /** Offer a one-click sign-in as the demo admin (the quick-login setting). */
  quickLogin?: { email: string; password: string } | null;
  onSignedIn: (user: SignedInUser) => void;
}

const fieldRule = (field: keyof LoginBody) => ({
  validator: async (_: unknown, value: unknown) => {
    const result = loginBodySchema.shape[field].safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});

/**
 * The admin sign-in form (spec §5: valid e-mail, password of at least 5). Used by the shell's
 * login page and by each remote's standalone frame. Wrong credentials show the server's message
 * and keep the e-mail typed; only ADMIN accounts get in (the server refuses others with 403).
 */
export function SignInForm({ quickLogin, onSignedIn }: SignInFormProps) {
  const [form] = Form.useForm<LoginBody>();
  const [error, setError] = useState<{ title: string; description?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const signIn = async (body: LoginBody) => {
    setBusy(true);
    setError(null);
    try {
      const { user, ...tokens } = await api.loginAdmin({ body });
      authStore.getState().setTokens(tokens);
      onSignedIn(user);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? { title: e.title ?? e.message, description: e.title && e.message !== e.title ? e.message : undefined }
          : { title: 'Sign-in failed. Try again.' },
      );
      form.setFieldValue('password', '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={signIn} requiredMark={false} disabled={busy} aria-label="Sign in">
      {error && <Alert type="error" showIcon title={error.title} description={error.description} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item label="Email" name="email" rules={[fieldRule('email')]} validateTrigger="onBlur">
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[fieldRule('password')]} validateTrigger="onBlur">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        Sign in
      </Button>
      {quickLogin && (
        <>
          <Button style={{ marginTop: 12 }} block onClick={() => void signIn(quickLogin)} disabled={busy}>
            Quick sign-in as the demo admin
          </Button>
        </>
      )}
    </Form>
  );
}
