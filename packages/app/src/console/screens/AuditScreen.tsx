// The audit log: every operator and automation action (who, when, what, the object, before and
// after, the reason), filtered by actor, action and days, with the same filter as a CSV download.
import { useState } from 'react'
import { opsCalls, OPS_PAGE_SIZE, type OpsAuditEntry } from '@trellis/contract'
import { Inline, PaginatedTable, Stack, Text, TextField, type TableColumn } from '@trellis/ui'
import { opsCsvHref, useOpsAudit } from '@trellis/api-client/ops'
import { readErrorMessage } from '../../components/error-message'
import { ConsoleScreen } from '../ConsoleScreen'
import { CsvLink } from '../CsvLink'
import { ANY_DAY, DayFields } from '../parts'
import { actorName, formatWhen } from '../statuses'

/** A state before or after, short enough for a cell (the CSV has it whole). */
function state(value: unknown): string {
  if (value === null || value === undefined) return '—'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}
const change = (e: OpsAuditEntry) =>
  e.before == null && e.after == null ? '—' : `${state(e.before)} → ${state(e.after)}`

const columns: TableColumn<OpsAuditEntry>[] = [
  { key: 'at', header: 'When', render: (e) => formatWhen(e.at) },
  { key: 'actor', header: 'Who', render: (e) => actorName(e.actor) },
  {
    key: 'action',
    header: 'What',
    render: (e) => (
      <Stack gap={1}>
        <span>{e.action}</span>
        <Text as="span" size="sm" tone="muted">
          {e.objectId ? `${e.objectType} ${e.objectId}` : e.objectType}
        </Text>
      </Stack>
    ),
  },
  { key: 'change', header: 'Before → after', wrap: true, render: change },
  { key: 'reason', header: 'Reason', wrap: true, render: (e) => e.reason ?? '—' },
]

/** The audit log screen. */
export function AuditScreen() {
  const [actor, setActor] = useState('')
  const [action, setAction] = useState('')
  const [days, setDays] = useState(ANY_DAY)
  const [page, setPage] = useState(1)
  const filters = { actor: actor.trim(), action: action.trim(), ...days }
  const log = useOpsAudit({ ...filters, page })
  return (
    <ConsoleScreen title="Audit log">
      <Stack gap={4}>
        <Text tone="muted">Kept for good: no one can change or remove an entry.</Text>
        <Inline gap={3} align="end" role="search" aria-label="Filter the audit log">
          <TextField
            label="Who (operator:<id> or automation)"
            name="actor"
            type="search"
            value={actor}
            onChange={(e) => {
              setActor(e.target.value)
              setPage(1)
            }}
          />
          <TextField
            label="What (action, e.g. deposit.)"
            name="action"
            type="search"
            value={action}
            onChange={(e) => {
              setAction(e.target.value)
              setPage(1)
            }}
          />
          <DayFields
            value={days}
            onChange={(v) => {
              setDays(v)
              setPage(1)
            }}
          />
          <CsvLink href={opsCsvHref(opsCalls.opsAuditCsv, filters)} file="trellis-audit.csv" />
        </Inline>
        <PaginatedTable
          caption="Audit entries"
          isCaptionHidden
          columns={columns}
          rows={log.data?.data ?? []}
          rowKey={(e) => e.id}
          page={page}
          pageSize={OPS_PAGE_SIZE}
          total={log.data?.total ?? 0}
          onPageChange={setPage}
          isLoading={log.isLoading}
          emptyText="No entry matches."
          error={log.error ? readErrorMessage(log.error, 'the audit log') : null}
          onRetry={() => void log.mutate()}
        />
      </Stack>
    </ConsoleScreen>
  )
}
