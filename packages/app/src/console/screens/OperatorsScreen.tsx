// Operators and roles (admin): who may use the console, with which role; add one (the server
// e-mails a link to set the password; the first operator comes from the CLI), change a role,
// disable an operator.
import { useState, type FormEvent } from 'react'
import { fallbacks, opsRoles, type OpsOperator, type OpsRole } from '@trellis/contract'
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
import { errorMessage } from '../../components/error-message'
import { useMessageDialog } from '../../components/use-message-dialog'
import { ConsoleScreen } from '../ConsoleScreen'
import { useOpsT, useOpsText } from '../i18n/en'
import { optionalReason, rejectReason, useDecision } from '../parts'
import { useOperator } from '../permissions'
import { useConsoleWords, type ConsoleT } from '../statuses'

const roleOptions = (t: ConsoleT) =>
  opsRoles.map((role) => ({ value: role, label: t('roleOption', { role }) }))
const asRole = (value: string): OpsRole =>
  value === 'admin' || value === 'finance' ? value : 'support'

function AddOperator() {
  const { t } = useConsoleWords()
  const opsText = useOpsText()
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
      setError(t('enterOperatorEmail'))
      return
    }
    try {
      await add.trigger({ email: email.trim(), role })
      setDone(t('invitedAs', { email: email.trim(), role }))
      setEmail('')
    } catch (e) {
      setError(opsText(errorMessage(e, fallbacks.requestFailed)))
    }
  }
  return (
    <Card title={t('addOperator')} titleAs="h2">
      <form noValidate aria-label={t('addOperator')} onSubmit={(e) => void submit(e)}>
        <Inline gap={3} align="end">
          <TextField
            label={t('email')}
            name="email"
            type="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SelectField
            label={t('roleLabel')}
            name="role"
            value={role}
            options={roleOptions(t)}
            onChange={(e) => setRole(asRole(e.target.value))}
          />
          <Button type="submit" isLoading={add.isMutating}>
            {t('add')}
          </Button>
        </Inline>
        <Text size="sm" tone="muted">
          {t('roleDescription', { role })}
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
  const { t, date, actor, readError } = useConsoleWords()
  const opsT = useOpsT()
  const opsText = useOpsText()
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
      .then((a) => messages.showSuccess(a.message ? opsText(a.message) : t('saved')))
      .catch((e: unknown) => messages.showError(e, fallbacks.requestFailed))

  const columns: TableColumn<OpsOperator>[] = [
    { key: 'email', header: t('operator'), render: (o) => o.email },
    {
      key: 'added',
      header: t('added'),
      render: (o) => t('addedBy', { date: date(o.createdAt), actor: actor(o.createdBy) }),
    },
    {
      key: 'role',
      header: t('roleLabel'),
      render: (o) =>
        mayManage && o.id !== me?.id && o.status !== 'disabled' ? (
          <SelectField
            label={t('roleOf', { email: o.email })}
            name={`role-${o.id}`}
            value={o.role}
            options={roleOptions(t)}
            onChange={(e) =>
              act(() => changeRole.trigger({ id: o.id, role: asRole(e.target.value) }))
            }
          />
        ) : (
          t('role', { role: o.role })
        ),
    },
    {
      key: 'state',
      header: t('state'),
      render: (o) => (
        <Badge
          tone={o.status === 'active' ? 'success' : o.status === 'invited' ? 'warning' : 'neutral'}
        >
          {o.status === 'active' && !o.totp
            ? t('activeNoApp')
            : t('operatorState', { state: o.status })}
        </Badge>
      ),
    },
    { key: 'last', header: t('lastSignIn'), render: (o) => date(o.lastSignInAt) },
  ]
  if (mayManage)
    columns.push({
      key: 'disable',
      header: t('access'),
      render: (o) =>
        o.status === 'disabled' || o.id === me?.id ? null : (
          <Inline gap={2}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('resetEmail', { email: o.email })}
              onClick={() =>
                ask({
                  title: t('resetOperatorTitle', { email: o.email }),
                  decision: 'reject',
                  confirmLabel: t('reset'),
                  field: rejectReason(t),
                  run: async (reason) =>
                    (await reset.trigger({ id: o.id, reason })).message ?? opsT('operatorReset'),
                })
              }
            >
              {t('reset')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t('disableEmail', { email: o.email })}
              onClick={() =>
                ask({
                  title: t('disableTitle', { email: o.email }),
                  decision: 'reject',
                  confirmLabel: t('disable'),
                  field: optionalReason(t),
                  run: async (reason) =>
                    (await disable.trigger({ id: o.id, ...(reason ? { reason } : {}) })).message ??
                    t('disabled'),
                })
              }
            >
              {t('disable')}
            </Button>
          </Inline>
        ),
    })

  return (
    <ConsoleScreen title={t('operators')}>
      <Stack gap={6}>
        {can('opsOperatorAdd') && <AddOperator />}
        <PaginatedTable
          caption={t('operators')}
          columns={columns}
          rows={rows.slice((page - 1) * 10, page * 10)}
          rowKey={(o) => o.id}
          page={page}
          total={rows.length}
          onPageChange={setPage}
          isLoading={list.isLoading}
          emptyText={t('noOperator')}
          error={list.error ? readError(list.error, t('theOperators')) : null}
          onRetry={() => void list.mutate()}
        />
      </Stack>
      {messages.dialog}
      {element}
    </ConsoleScreen>
  )
}
