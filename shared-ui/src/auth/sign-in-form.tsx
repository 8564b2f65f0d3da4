import { Alert, Button, Input, theme } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, authApi, authStore, loginBodySchema, type LoginBody, type SignedInUser } from '@mv-admin/shared-api';

export interface SignInFormProps {
  /** Offer a one-click sign-in as the demo admin (the quick-login setting). */
  quickLogin?: { email: string; password: string } | null;
  onSignedIn: (user: SignedInUser) => void;
}

type Field = keyof LoginBody;
type FieldErrors = Partial<Record<Field, string>>;

/** The contract's message for one field, or undefined when the value passes. */
const checkField = (field: Field, value: string): string | undefined => {
  const result = loginBodySchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

function FieldRow({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorText }}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError, marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The admin sign-in form (spec §5: valid e-mail, password of at least 5). Used by the shell's
 * login page and by each remote's standalone frame. Each field is checked with the contract's
 * rule when it loses focus and on submit. Wrong credentials show the server's message and keep
 * the e-mail typed; only ADMIN accounts get in (the server refuses others with 403).
 *
 * With quick login on, a warning says the demo admin's password is public.
 *
 * A plain form with antd inputs rather than antd's Form: the Form machinery (rc-field-form,
 * async-validator, tooltips, grid) costs about 30 KB gzip on the first page for two fields.
 */
export function SignInForm({ quickLogin, onSignedIn }: SignInFormProps) {
  const id = useId();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ title: string; description?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A shown error updates as the user fixes it; none appears while typing the first time.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: checkField(field, value) }));
  };
  const blur = (field: Field) => setErrors((e) => ({ ...e, [field]: checkField(field, values[field]) }));

  const signIn = async (body: LoginBody) => {
    setBusy(true);
    setFailure(null);
    try {
      const { user, ...tokens } = await authApi.loginAdmin({ body });
      authStore.getState().setTokens(tokens);
      onSignedIn(user);
    } catch (e) {
      // The alert above the fields says it: no toast repeating it.
      if (e instanceof ApiError) e.showInPlace();
      setFailure(
        e instanceof ApiError
          ? { title: e.title ?? e.message, description: e.title && e.message !== e.title ? e.message : undefined }
          : { title: 'Sign-in failed. Try again.' },
      );
      setValues((v) => ({ ...v, password: '' }));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = { email: checkField('email', values.email), password: checkField('password', values.password) };
    setErrors(next);
    if (next.email || next.password) {
      document.getElementById(`${id}-${next.email ? 'email' : 'password'}`)?.focus();
      return;
    }
    void signIn({ email: values.email.trim(), password: values.password });
  };

  const inputProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    disabled: busy,
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => blur(field),
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      {quickLogin && (
        // Quick login serves the password in /env.json to anyone who opens this page (the server
        // refuses it with a real database); say so where the operator and the user both see it.
        <Alert
          type="warning"
          showIcon
          role="note"
          title="Demo mode: the admin password is public"
          description="Quick sign-in is on, so anyone who opens this page can read the demo admin's password. Use demo data only."
          style={{ marginBottom: 16 }}
        />
      )}
      {failure && <Alert type="error" showIcon title={failure.title} description={failure.description} style={{ marginBottom: 16 }} role="alert" />}
      <FieldRow id={`${id}-email`} label="Email" error={errors.email}>
        <Input type="email" autoComplete="username" autoFocus {...inputProps('email')} />
      </FieldRow>
      <FieldRow id={`${id}-password`} label="Password" error={errors.password}>
        <Input.Password autoComplete="current-password" {...inputProps('password')} />
      </FieldRow>
      <Button type="primary" htmlType="submit" block loading={busy}>
        Sign in
      </Button>
      {quickLogin && (
        <Button style={{ marginTop: 12 }} block onClick={() => void signIn(quickLogin)} disabled={busy}>
          Quick sign-in as the demo admin
        </Button>
      )}
    </form>
  );
}
