import { ApiError, type RecordConflict } from '@mv-admin/shared-api';
import { Alert, Button, Flex, Form, Modal } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { sanitizeText, type SanitizePreset } from '../sanitize';
import { RecordConflictPanel } from './record-conflict';
import { issuesToFieldErrors, validateWithSchema, type FieldErrors, type InputSchema } from './zod-rule';

export interface EntityFormModalProps<S extends InputSchema> {
  title: string;
  open: boolean;
  /** The contract's input schema (`atollInputSchema`): validates on submit and shapes `values`. */
  schema: S;
  /** Values of the entity being edited; leave out (or pass defaults) to create. */
  initialValues?: Partial<z.input<S>>;
  /**
   * The version of the record being edited, as the form opened it (its `version` field): handed to
   * `onSubmit`, which sends it as the call's `ifMatch`. A 412 then shows who changed the record
   * and what, with "Save mine over theirs" (submits again with the new version) and "Take theirs".
   */
  version?: number | null;
  /**
   * Saves; reject with an ApiError to keep the modal open with its message or field issues.
   * `version` is the one to send as `ifMatch` (the opened one, or the newer one after a conflict).
   */
  onSubmit: (values: z.output<S>, version: number | null | undefined) => Promise<unknown>;
  onClose: () => void;
  submitText?: string;
  /**
   * Sanitiser preset per text field (spec §5, §9): every string value is cleaned with 'basic'
   * before it is validated and sent, unless named here with another preset ('strict' for names
   * and codes of letters and digits, 'permissive' for HTML) or `false` (passwords: never altered).
   */
  sanitize?: Record<string, SanitizePreset | false>;
  /** The Form.Items, with `rules={[zodRule(schema, name)]}` for live messages. */
  children: ReactNode;
}

const describe = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'The changes could not be saved. Try again.');

/** String values cleaned per preset ('basic' unless `sanitize` names another, or false). */
export function sanitizeValues(values: Record<string, unknown>, sanitize: Record<string, SanitizePreset | false> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const preset = sanitize[key] ?? 'basic';
      return [key, typeof value === 'string' && preset !== false ? sanitizeText(value, preset) : value];
    }),
  );
}

function EntityForm<S extends InputSchema>({
  schema,
  version: openedVersion,
  initialValues,
  onSubmit,
  onClose,
  submitText,
  sanitize,
  children,
}: Omit<EntityFormModalProps<S>, 'title' | 'open'>) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [conflict, setConflict] = useState<RecordConflict>();
  // A ref, not state: "Save mine over theirs" sets it and submits in the same click.
  const version = useRef(openedVersion);

  const show = ({ fields, other }: FieldErrors) => {
    form.setFields(fields);
    setProblems(other);
  };

  const submit = async (raw: Record<string, unknown>) => {
    setProblems([]);
    const fieldNames = Object.keys(form.getFieldsValue());
    const checked = validateWithSchema(schema, sanitizeValues(raw, sanitize), fieldNames);
    if (!checked.success) return show(checked.errors);
    setSaving(true);
    setConflict(undefined);
    try {
      await onSubmit(checked.data, version.current);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 412 && error.conflict) {
        setConflict(error.conflict);
        return;
      }
      // A 400's issues go on their fields; anything else is said above the form. Either way the
      // modal stays open with what the user typed.
      const errors = error instanceof ApiError && error.issues.length ? issuesToFieldErrors(error.issues, fieldNames) : { fields: [], other: [] };
      if (errors.fields.length === 0 && errors.other.length === 0) errors.other.push(describe(error));
      else if (errors.other.length) errors.other.unshift(describe(error));
      show(errors);
      // Shown here, on the fields or above them: no toast saying it again.
      if (error instanceof ApiError) error.showInPlace();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problems[0]}
          description={problems.length > 1 ? problems.slice(1).join('\n') : undefined}
          style={{ marginBottom: 16, whiteSpace: 'pre-line' }}
        />
      )}
      {conflict && (
        <RecordConflictPanel
          conflict={conflict}
          mine={form.getFieldsValue()}
          saving={saving}
          onSaveMine={() => {
            version.current = conflict.version;
            form.submit();
          }}
          onTakeTheirs={() => {
            // Their value in each field they changed; what this user typed everywhere else.
            const shown = Object.keys(form.getFieldsValue());
            form.setFieldsValue(Object.fromEntries(shown.filter((f) => f in conflict.changes).map((f) => [f, conflict.record[f]])));
            version.current = conflict.version;
            setConflict(undefined);
          }}
        />
      )}
      {children}
      <Flex justify="end" gap="small">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitText}
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * The one create/edit dialog. Validates each field live with the contract's schema (via
 * `zodRule` on the Form.Items) and the whole form again on submit (text cleaned by the sanitiser
 * first, see `sanitize`), then calls `onSubmit` with the parsed values. While saving the submit button spins. On success the modal closes (the caller
 * invalidates its list in its mutation). On failure it stays open with the typed values: a 400's
 * issues land on their fields, any other error shows in an Alert inside the modal. Each opening
 * starts from `initialValues` (the form is unmounted when hidden).
 */
export function EntityFormModal<S extends InputSchema>({ title, open, submitText = 'Save', ...form }: EntityFormModalProps<S>) {
  // A new form per opening, even when it reopens (for another row) before the close animation
  // has unmounted the previous one.
  const [opening, setOpening] = useState({ open, count: 0 });
  if (opening.open !== open) setOpening({ open, count: open ? opening.count + 1 : opening.count });
  return (
    // A stray click outside must not throw away typed values: only Cancel, × or Esc close.
    <Modal title={title} open={open} onCancel={form.onClose} footer={null} destroyOnHidden mask={{ closable: false }}>
      <EntityForm key={opening.count} {...form} submitText={submitText} />
    </Modal>
  );
}
