// The files of one list + form screen, modelled on mf-locations' atoll screen.
import { kebab, plural, sentence } from './names.mjs';

/** A JSX attribute value: double quotes, as the repo writes them. */
const jq = (text) => JSON.stringify(String(text));
const q = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A value of the field's kind for test rows: the first text column is what the tests look for. */
const sampleValue = ({ field, kind, options }) =>
  kind === 'string' ? q(`Sample ${sentence(field).toLowerCase()}`) : kind === 'number' ? '1' : kind === 'boolean' ? 'true' : q(options[0]);

function input({ kind, options }) {
  if (kind === 'number') return '<InputNumber style={{ width: 200 }} />';
  if (kind === 'boolean') return '<Switch />';
  if (kind === 'enum') return `<Select options={[${options.map((o) => `{ value: ${q(o)}, label: ${q(o)} }`).join(', ')}]} />`;
  return '<Input autoComplete="off" />';
}

/**
 * @param {{ e: Awaited<ReturnType<typeof import('./contract-entity.mjs').contractEntity>>, entity: string, path: string, keyPrefix: string }} o
 */
export function screenFiles({ e, entity, path, keyPrefix }) {
  const folder = plural(kebab(entity));
  const noun = sentence(entity).toLowerCase();
  const nouns = plural(noun);
  const heading = sentence(plural(kebab(entity))).replace(/-/g, ' ');
  const text = e.columns.find((c) => c.kind === 'string');
  const formFields = e.fields.filter((f) => f.kind !== 'other');
  const sample = [`id: 1`, ...e.columns.map((c) => `${c.field}: ${sampleValue(c)}`)].join(', ');
  const titleOf = (v) => (text ? `\${${v}.${text.field}}` : `#\${${v}.id}`);
  const editName = text ? `Sample ${sentence(text.field).toLowerCase()}` : '#1';
  const kit = [
    'EntityFormModal',
    'Form',
    ...new Set(formFields.map((f) => ({ number: 'InputNumber', boolean: 'Switch', enum: 'Select' })[f.kind] ?? 'Input')),
  ].sort();
  const required = formFields.find((f) => f.emptyMessage);

  const api = `import { ${e.api}, type ${e.Name}, type ${e.Name}Input } from '@mv-admin/shared-api/${e.domain}';
import type { ServerTableQuery } from '@mv-admin/shared-ui/list';
import type { VersionedInput } from '@mv-admin/shared-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const ${e.name}ListKey = [${q(keyPrefix)}, ${q(folder)}] as const;

export const fetch${e.Name}Page = (query: ServerTableQuery<object>, signal: AbortSignal) => ${e.api}.${e.list}({ query }, signal);

/** Creates a ${noun}, or updates \`${e.name}\` when given; resolves once the list shows the change. */
export function useSave${e.Name}(${e.name}?: ${e.Name}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values: body, version }: VersionedInput<${e.Name}Input>) =>
      ${e.name} ? ${e.api}.${e.update}({ params: { ${e.idParam}: ${e.name}.id }, body, ifMatch: version }) : ${e.api}.${e.create}({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ${e.name}ListKey }),
  });
}
`;

  const page = `import { lazy } from 'react';
import { EditOutlined } from '@ant-design/icons';
import type { ${e.Name} } from '@mv-admin/shared-api/${e.domain}';
import { Button } from '@mv-admin/shared-ui';
import { ListPage, useFormModal, useServerTable, type TableColumnsType } from '@mv-admin/shared-ui/list';
import { fetch${e.Name}Page, ${e.name}ListKey } from '../api/${folder}';

// The form (and the kit's form cut) loads when the dialog is first opened, not with the list.
const ${e.Name}FormModal = lazy(() => import('../components/${kebab(entity)}-form-modal'));

const columns = (onEdit: (${e.name}: ${e.Name}) => void): TableColumnsType<${e.Name}> => [
${e.columns.map((c) => `  { title: ${q(sentence(c.field))}, dataIndex: ${q(c.field)}${c.kind === 'boolean' ? `, render: (value: boolean) => (value ? 'Yes' : 'No')` : ''} },`).join('\n')}
  {
    title: 'Actions',
    key: 'actions',
    width: 100,
    render: (_, ${e.name}) => <Button type="text" icon={<EditOutlined />} aria-label={\`Edit ${titleOf(e.name)}\`} onClick={() => onEdit(${e.name})} />,
  },
];

/** ${path}: ${nouns} from the ${e.domain} contract; create and edit in a modal. */
export function ${e.Name}ListPage() {
  const table = useServerTable({ queryKey: ${e.name}ListKey, fetchPage: fetch${e.Name}Page });
  const modal = useFormModal<${e.Name}>();
  return (
    <ListPage title=${jq(heading)} noun={{ one: ${q(noun)}, other: ${q(nouns)} }} table={table} columns={columns(modal.openEdit)} onCreate={modal.openCreate}>
      {modal.opened && <${e.Name}FormModal open={modal.open} ${e.name}={modal.entity} onClose={modal.close} />}
    </ListPage>
  );
}
`;

  const initial = e.fields.filter((f) => f.kind !== 'other' && e.entityFields.includes(f.field));
  const form = `import { ${e.name}InputSchema, type ${e.Name} } from '@mv-admin/shared-api/${e.domain}';
import { ${kit.join(', ')}, zodRule } from '@mv-admin/shared-ui/form';
import { useSave${e.Name} } from '../api/${folder}';

interface ${e.Name}FormModalProps {
  open: boolean;
  /** The ${noun} to edit; undefined to create one. */
  ${e.name}?: ${e.Name};
  onClose: () => void;
}

export function ${e.Name}FormModal({ open, ${e.name}, onClose }: ${e.Name}FormModalProps) {
  const save = useSave${e.Name}(${e.name});
  return (
    <EntityFormModal
      title={${e.name} ? \`Edit ${noun} ${titleOf(e.name)}\` : ${q(`New ${noun}`)}}
      open={open}
      schema={${e.name}InputSchema}
      initialValues={${e.name} && { ${initial.map((f) => `${f.field}: ${e.name}.${f.field}`).join(', ')} }}
      version={${e.name}?.version}
      onSubmit={(values, version) => save.mutateAsync({ values, version })}
      onClose={onClose}
      submitText={${e.name} ? 'Save' : 'Create'}
    >
${formFields
  .map(
    (
      f,
    ) => `      <Form.Item name=${jq(f.field)} label=${jq(sentence(f.field))}${f.kind === 'boolean' ? ' valuePropName="checked"' : ''} rules={[zodRule(${e.name}InputSchema, ${q(f.field)})]}>
        ${input(f)}
      </Form.Item>`,
  )
  .join('\n')}
    </EntityFormModal>
  );
}

export default ${e.Name}FormModal;
`;

  const pageTest = `import { ${e.api}, type ${e.Name} } from '@mv-admin/shared-api/${e.domain}';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { ${e.Name}ListPage } from './${kebab(entity)}-list-page';

const sample = { ${sample} } as ${e.Name};

afterEach(() => jest.restoreAllMocks());

describe('${e.Name}ListPage', () => {
  it('lists ${nouns} from the API, first page', async () => {
    const list = jest.spyOn(${e.api}, '${e.list}').mockResolvedValue(apiPage([sample]));
    renderWithProviders(<${e.Name}ListPage />, { route: ${q(path)} });

    expect(await screen.findByRole('heading', { name: ${q(heading)} })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: ${q(`Edit ${editName}`)} })).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20 } }, expect.any(AbortSignal));
  });

  it('opens the edit dialog with the row', async () => {
    jest.spyOn(${e.api}, '${e.list}').mockResolvedValue(apiPage([sample]));
    const { user } = renderWithProviders(<${e.Name}ListPage />, { route: ${q(path)} });
    await user.click(await screen.findByRole('button', { name: ${q(`Edit ${editName}`)} }));
    expect(within(await screen.findByRole('dialog')).getByText(${q(`Edit ${noun} ${editName}`)})).toBeInTheDocument();
  });
});
`;

  const formTest = `import { ${e.api}, type ${e.Name} } from '@mv-admin/shared-api/${e.domain}';
import { renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { ${e.Name}FormModal } from './${kebab(entity)}-form-modal';

const sample = { ${sample} } as ${e.Name};
const dialog = () => screen.getByRole('dialog');

afterEach(() => jest.restoreAllMocks());

describe('${e.Name}FormModal', () => {
${
  required
    ? `  it('sends nothing while a required field is empty: the contract message shows instead', async () => {
    const create = jest.spyOn(${e.api}, '${e.create}');
    const { user } = renderWithProviders(<${e.Name}FormModal open onClose={jest.fn()} />);
    expect(within(dialog()).getByText(${q(`New ${noun}`)})).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: /Create/ }));
    // Waiting for the message first: antd validates asynchronously, so "not called" alone proves nothing.
    expect((await within(dialog()).findAllByText(${q(required?.emptyMessage ?? '')}))[0]).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

`
    : ''
}  it('edits a ${noun} from its values', async () => {
    renderWithProviders(<${e.Name}FormModal open ${e.name}={sample} onClose={jest.fn()} />);
    expect(within(dialog()).getByText(${q(`Edit ${noun} ${editName}`)})).toBeInTheDocument();
${text && initial.some((f) => f.field === text.field) ? `    expect(within(dialog()).getByLabelText(${q(sentence(text.field))})).toHaveValue(${q(`Sample ${sentence(text.field).toLowerCase()}`)});\n` : ''}  });
});
`;
  return {
    folder,
    page: `${e.Name}ListPage`,
    files: {
      [`src/${folder}/api/${folder}.ts`]: api,
      [`src/${folder}/pages/${kebab(entity)}-list-page.tsx`]: page,
      [`src/${folder}/pages/${kebab(entity)}-list-page.test.tsx`]: pageTest,
      [`src/${folder}/components/${kebab(entity)}-form-modal.tsx`]: form,
      [`src/${folder}/components/${kebab(entity)}-form-modal.test.tsx`]: formTest,
    },
    declaration: { path, title: heading, menuLabel: heading },
  };
}
