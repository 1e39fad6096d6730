// The audit log: every operator and automation action (who, when, what, the object, before and
// after, the reason), filtered by actor, action and days, with the same filter as a CSV download.
import { useState } from 'react'
import { opsCalls, OPS_PAGE_SIZE, type OpsAuditEntry } from '@trellis/contract'
import { Inline, PaginatedTable, Stack, Text, TextField, type TableColumn } from '@trellis/ui'
import { opsCsvHref, useOpsAudit } from '@trellis/api-client/ops'
import { ConsoleScreen } from '../ConsoleScreen'
import { CsvLink } from '../CsvLink'
import { ANY_DAY, DayFields } from '../parts'
import { useConsoleWords } from '../statuses'

/** A state before or after, short enough for a cell (the CSV has it whole). */
function state(value: unknown): string {
  if (value === null || value === undefined) return '—'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}
const change = (e: OpsAuditEntry) =>
  e.before == null && e.after == null ? '—' : `${state(e.before)} → ${state(e.after)}`

/** The log's columns, in the operator's language. */
function useColumns(): TableColumn<OpsAuditEntry>[] {
  const { t, when, actor } = useConsoleWords()
  return [
    { key: 'at', header: t('whenCol'), render: (e) => when(e.at) },
    { key: 'actor', header: t('who'), render: (e) => actor(e.actor) },
    {
      key: 'action',
      header: t('what'),
      render: (e) => (
        <Stack gap={1}>
          <span>{e.action}</span>
          <Text as="span" size="sm" tone="muted">
            {e.objectId ? `${e.objectType} ${e.objectId}` : e.objectType}
          </Text>
        </Stack>
      ),
    },
    { key: 'change', header: t('beforeAfter'), wrap: true, render: change },
    { key: 'reason', header: t('reason'), wrap: true, render: (e) => e.reason ?? '—' },
  ]
}

/** The audit log screen. */
export function AuditScreen() {
  const { t, readError } = useConsoleWords()
  const columns = useColumns()
  const [actor, setActor] = useState('')
  const [action, setAction] = useState('')
  const [days, setDays] = useState(ANY_DAY)
  const [page, setPage] = useState(1)
  const filters = { actor: actor.trim(), action: action.trim(), ...days }
  const log = useOpsAudit({ ...filters, page })
  return (
    <ConsoleScreen title={t('audit')}>
      <Stack gap={4}>
        <Text tone="muted">{t('keptForGood')}</Text>
        <Inline gap={3} align="end" role="search" aria-label={t('filterAudit')}>
          <TextField
            label={t('whoFilter')}
            name="actor"
            type="search"
            value={actor}
            onChange={(e) => {
              setActor(e.target.value)
              setPage(1)
            }}
          />
          <TextField
            label={t('whatFilter')}
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
          caption={t('auditEntries')}
          isCaptionHidden
          columns={columns}
          rows={log.data?.data ?? []}
          rowKey={(e) => e.id}
          page={page}
          pageSize={OPS_PAGE_SIZE}
          total={log.data?.total ?? 0}
          onPageChange={setPage}
          isLoading={log.isLoading}
          emptyText={t('noEntry')}
          error={log.error ? readError(log.error, t('theAuditLog')) : null}
          onRetry={() => void log.mutate()}
        />
      </Stack>
    </ConsoleScreen>
  )
}
