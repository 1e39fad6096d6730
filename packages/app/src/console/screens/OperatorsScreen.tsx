// Operators and roles (admin): who may use the console, with which role; add one (the server
// e-mails a link to set the password; the first operator comes from the CLI), change a role,
// disable an operator.
import { useState, type FormEvent } from 'react'
import {
  fallbacks,
  formatDate,
  opsMessages,
  opsRoleNames,
  opsRoles,
  type OpsOperator,
  type OpsRole,
} from '@trellis/contract'
import {
  Badge,
  Button,
  Card,
  Inline,
  PaginatedTable,
  SelectField,
  Stack,
  Text,
  TextField,
  type TableColumn,
} from '@trellis/ui'
import {
  useOpsOperatorAdd,
  useOpsOperatorDisable,
  useOpsOperatorReset,
  useOpsOperatorRole,
  useOpsOperators,
} from '@trellis/api-client/ops'
import { errorMessage, readErrorMessage } from '../../components/error-message'
import { useMessageDialog } from '../../components/use-message-dialog'
import { ConsoleScreen } from '../ConsoleScreen'
import { REJECT_REASON, useDecision } from '../parts'
import { useOperator } from '../permissions'
import { actorName } from '../statuses'

const roles = opsRoles.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }))
const asRole = (value: string): OpsRole =>
  value === 'admin' || value === 'finance' ? value : 'support'

function AddOperator() {
  const add = useOpsOperatorAdd()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<OpsRole>('support')
  const [error, setError] = useState<string | undefined>()
  const [done, setDone] = useState<string | undefined>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    setDone(undefined)
    if (!email.includes('@')) {
      setError('Enter the operator’s e-mail address.')
      return
    }
    try {
      await add.trigger({ email: email.trim(), role })
      setDone(`Invited ${email.trim()} as ${role}: a link to set the password is on its way.`)
      setEmail('')
    } catch (e) {
      setError(errorMessage(e, fallbacks.requestFailed))
    }
  }
  return (
    <Card title="Add an operator" titleAs="h2">
      <form noValidate aria-label="Add an operator" onSubmit={(e) => void submit(e)}>
        <Inline gap={3} align="end">
          <TextField
            label="E-mail"
            name="email"
            type="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SelectField
            label="Role"
            name="role"
            value={role}
            options={roles}
            onChange={(e) => setRole(asRole(e.target.value))}
          />
          <Button type="submit" isLoading={add.isMutating}>
            Add
          </Button>
        </Inline>
        <Text size="sm" tone="muted">
          {opsRoleNames[role]}
        </Text>
        {done && (
          <Text role="status" tone="success">
            {done}
          </Text>
        )}
      </form>
    </Card>
  )
}

/** The operators screen (admin only: the section is not offered to other roles). */
export function OperatorsScreen() {
  const { can, operator: me } = useOperator()
  const mayManage = can('opsOperatorRole')
  const list = useOpsOperators()
  const changeRole = useOpsOperatorRole()
  const disable = useOpsOperatorDisable()
  const reset = useOpsOperatorReset()
  const messages = useMessageDialog()
  const { ask, element } = useDecision()
  const [page, setPage] = useState(1)
  const rows = list.data?.data ?? []

  const act = (work: () => Promise<{ message?: string }>) =>
    void work()
      .then((a) => messages.showSuccess(a.message ?? 'Saved.'))
      .catch((e: unknown) => messages.showError(e, fallbacks.requestFailed))

  const columns: TableColumn<OpsOperator>[] = [
    { key: 'email', header: 'Operator', render: (o) => o.email },
    {
      key: 'added',
      header: 'Added',
      render: (o) => `${formatDate(o.createdAt)} by ${actorName(o.createdBy)}`,
    },
    {
      key: 'role',
      header: 'Role',
      render: (o) =>
        mayManage && o.id !== me?.id && o.status !== 'disabled' ? (
          <SelectField
            label={`Role of ${o.email}`}
            name={`role-${o.id}`}
            value={o.role}
            options={roles}
            onChange={(e) =>
              act(() => changeRole.trigger({ id: o.id, role: asRole(e.target.value) }))
            }
          />
        ) : (
          o.role
        ),
    },
    {
      key: 'state',
      header: 'State',
      render: (o) => (
        <Badge
          tone={o.status === 'active' ? 'success' : o.status === 'invited' ? 'warning' : 'neutral'}
        >
          {o.status === 'active' && !o.totp ? 'active, app not set up' : o.status}
        </Badge>
      ),
    },
    { key: 'last', header: 'Last sign-in', render: (o) => formatDate(o.lastSignInAt) },
  ]
  if (mayManage)
    columns.push({
      key: 'disable',
      header: 'Access',
      render: (o) =>
        o.status === 'disabled' || o.id === me?.id ? null : (
          <Inline gap={2}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Reset ${o.email}`}
              onClick={() =>
                ask({
                  title: `Reset ${o.email}? Sessions end, password and app are removed, a new link is mailed.`,
                  decision: 'reject',
                  confirmLabel: 'Reset',
                  field: REJECT_REASON,
                  run: async (reason) =>
                    (await reset.trigger({ id: o.id, reason })).message ??
                    opsMessages.operatorReset,
                })
              }
            >
              Reset
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`Disable ${o.email}`}
              onClick={() =>
                ask({
                  title: `Disable ${o.email}? Their sessions end now.`,
                  decision: 'reject',
                  confirmLabel: 'Disable',
                  field: { label: 'Reason (optional, kept in the audit log)', required: false },
                  run: async (reason) =>
                    (await disable.trigger({ id: o.id, ...(reason ? { reason } : {}) })).message ??
                    'Disabled.',
                })
              }
            >
              Disable
            </Button>
          </Inline>
        ),
    })

  return (
    <ConsoleScreen title="Operators">
      <Stack gap={6}>
        {can('opsOperatorAdd') && <AddOperator />}
        <PaginatedTable
          caption="Operators"
          columns={columns}
          rows={rows.slice((page - 1) * 10, page * 10)}
          rowKey={(o) => o.id}
          page={page}
          total={rows.length}
          onPageChange={setPage}
          isLoading={list.isLoading}
          emptyText="No operator yet."
          error={list.error ? readErrorMessage(list.error, 'the operators') : null}
          onRetry={() => void list.mutate()}
        />
      </Stack>
      {messages.dialog}
      {element}
    </ConsoleScreen>
  )
}
